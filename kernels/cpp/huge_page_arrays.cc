// Large numpy arrays on transparent huge pages while a net runs (paddle/core/plan.py brackets each
// run with huge_page_arrays_begin / _end; the huge_pages flag turns it off).
//
// Why: a recurrent step reads and writes each step's rows of arrays of a few megabytes (the
// gates, their gradients, the projected input), rows that lie far apart (sequence-major rows,
// read time-major). On 4 KiB pages each such row is a TLB miss; on 2 MiB pages the whole array
// is a few TLB entries. Measured on one Zen 4 core, the LSTM step's forward and backward loops
// (28 steps, batch 64, 128 units) ran 0.25 ms faster each (2.83 against 3.11 ms, 3.18 against
// 3.40 ms) with their arrays on huge pages. glibc's own switch for this (the glibc.malloc.hugetlb
// tunable) is read only at process start.
//
// How: a numpy memory handler (NEP 49). An array of at least kSmallest bytes gets a mapping of
// its own, aligned to 2 MiB and advised MADV_HUGEPAGE, its length rounded up to whole huge pages
// where that wastes at most a quarter of the array (else the tail beyond the last whole huge page
// stays on small pages). A freed mapping is kept for the next array that fits it, at most a
// quarter shorter (a training step allocates the same sizes step after step, or nearly, and a
// fresh mapping would cost its page faults and the kernel's zeroing again), up to kCacheLimit
// bytes kept, the oldest unmapped first. Smaller arrays go to the handler that was in effect before (numpy's own, with its
// cache of small blocks). Each array is freed by the handler that allocated it (numpy keeps it
// on the array), so arrays outliving the run are freed correctly after it.
//
//   huge_page_arrays_begin() -> previous     installs the handler in this thread's context
//   huge_page_arrays_end(previous)           puts back the handler returned by _begin
//   huge_page_arrays_stats() -> dict         live/cached mappings and bytes (for the tests)
//   huge_page_arrays_trim()                  unmaps every cached mapping
#define NPY_NO_DEPRECATED_API NPY_1_22_API_VERSION
#include <pybind11/pybind11.h>

#include <numpy/arrayobject.h>
#include <sys/mman.h>

#include <cstdint>
#include <cstring>
#include <deque>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

#include "op_decl.h"

namespace py = pybind11;

namespace {

constexpr size_t kHugePage = size_t(2) << 20;
constexpr size_t kSmallPage = size_t(4) << 10;
constexpr size_t kSmallest = size_t(3) << 19;     // 1.5 MiB: smaller arrays gain little and would waste more
constexpr size_t kCacheLimit = size_t(512) << 20;  // as the glibc tuning keeps freed heap (allocator.cc)

size_t round_up(size_t n, size_t to) { return (n + to - 1) / to * to; }

// the mapping for `size` bytes: whole huge pages unless that wastes over a quarter of the array
size_t mapping_length(size_t size) {
  const size_t huge = round_up(size, kHugePage);
  return huge - size <= size / 4 ? huge : round_up(size, kSmallPage);
}

// Every mapping this handler made: live ones by address, freed ones kept for reuse (oldest first).
class Mappings {
 public:
  // a mapping of at least `length` bytes: the smallest kept one up to a quarter longer (batches
  // of sequences change their arrays' sizes a little from step to step), else a new one;
  // `fresh` says whether it holds the kernel's zeros
  void* take(size_t length, bool* fresh) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      auto best = kept_.end();
      for (auto it = kept_.begin(); it != kept_.end(); ++it)
        if (it->second >= length && it->second - length <= length / 4 &&
            (best == kept_.end() || it->second < best->second))
          best = it;
      if (best != kept_.end()) {
        void* p = best->first;
        kept_bytes_ -= best->second;
        live_[p] = best->second;
        kept_.erase(best);
        *fresh = false;
        return p;
      }
    }
    void* p = map_aligned(length);
    if (!p) return nullptr;
    std::lock_guard<std::mutex> lock(mutex_);
    live_[p] = length;
    *fresh = true;
    return p;
  }

  // whether `p` is one of this handler's mappings; if so it is kept (or unmapped past the limit)
  bool give_back(void* p) {
    std::deque<std::pair<void*, size_t>> evicted;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      auto it = live_.find(p);
      if (it == live_.end()) return false;
      kept_.emplace_back(p, it->second);
      kept_bytes_ += it->second;
      live_.erase(it);
      while (kept_bytes_ > kCacheLimit) {
        evicted.push_back(kept_.front());
        kept_bytes_ -= kept_.front().second;
        kept_.pop_front();
      }
    }
    for (auto& [q, length] : evicted) munmap(q, length);
    return true;
  }

  // the length of live mapping `p`, 0 if it is not one
  size_t length_of(void* p) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = live_.find(p);
    return it == live_.end() ? 0 : it->second;
  }

  void trim() {
    std::deque<std::pair<void*, size_t>> evicted;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      evicted.swap(kept_);
      kept_bytes_ = 0;
    }
    for (auto& [q, length] : evicted) munmap(q, length);
  }

  py::dict stats() {
    std::lock_guard<std::mutex> lock(mutex_);
    size_t live_bytes = 0;
    for (auto& entry : live_) live_bytes += entry.second;
    py::dict d;
    d["live"] = live_.size();
    d["live_bytes"] = live_bytes;
    d["kept"] = kept_.size();
    d["kept_bytes"] = kept_bytes_;
    return d;
  }

 private:
  static void* map_aligned(size_t length) {
    const size_t span = length + kHugePage;
    void* raw = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return nullptr;
    const uintptr_t start = uintptr_t(raw), aligned = round_up(start, kHugePage);
    if (aligned > start) munmap(raw, aligned - start);
    const uintptr_t end = aligned + length;
    if (start + span > end) munmap(reinterpret_cast<void*>(end), start + span - end);
#ifdef MADV_HUGEPAGE
    madvise(reinterpret_cast<void*>(aligned), length, MADV_HUGEPAGE);  // advice only: small pages if refused
#endif
    return reinterpret_cast<void*>(aligned);
  }

  std::mutex mutex_;
  std::unordered_map<void*, size_t> live_;
  std::deque<std::pair<void*, size_t>> kept_;
  size_t kept_bytes_ = 0;
};

Mappings& mappings() {
  static Mappings* m = new Mappings();  // never destroyed: arrays may be freed at interpreter exit
  return *m;
}

// the handler in effect before ours (numpy's default), for the small arrays
PyDataMem_Handler* fallback = nullptr;

void* large_malloc(void*, size_t size) {
  if (size < kSmallest) return fallback->allocator.malloc(fallback->allocator.ctx, size);
  bool fresh = false;
  return mappings().take(mapping_length(size), &fresh);
}

void* large_calloc(void*, size_t nelem, size_t elsize) {
  if (elsize && nelem > SIZE_MAX / elsize) return nullptr;
  const size_t size = nelem * elsize;
  if (size < kSmallest) return fallback->allocator.calloc(fallback->allocator.ctx, nelem, elsize);
  bool fresh = false;
  void* p = mappings().take(mapping_length(size), &fresh);
  if (p && !fresh) std::memset(p, 0, size);  // a kept mapping holds the last array's values
  return p;
}

void large_free(void*, void* p, size_t size) {
  if (p && !mappings().give_back(p)) fallback->allocator.free(fallback->allocator.ctx, p, size);
}

void* large_realloc(void*, void* p, size_t new_size) {
  const size_t old_length = p ? mappings().length_of(p) : 0;
  if (old_length == 0) {  // one of the fallback's: it stays there (its old size is unknown here)
    return fallback->allocator.realloc(fallback->allocator.ctx, p, new_size);
  }
  void* q = large_malloc(nullptr, new_size);
  if (!q) return nullptr;
  std::memcpy(q, p, old_length < new_size ? old_length : new_size);
  mappings().give_back(p);
  return q;
}

PyDataMem_Handler handler = {
    "paddle_huge_pages", 1, {nullptr, large_malloc, large_calloc, large_realloc, large_free}};

py::object handler_capsule() {
  static PyObject* capsule = [] {
    if (PyArray_API == nullptr && _import_array() < 0) throw py::error_already_set();
    PyObject* current = PyDataMem_GetHandler();  // numpy's default, in this fresh context
    if (!current) throw py::error_already_set();
    fallback = static_cast<PyDataMem_Handler*>(PyCapsule_GetPointer(current, "mem_handler"));
    // the fallback's capsule is kept alive for the process: its handler serves the small arrays
    if (!fallback) throw py::error_already_set();
    PyObject* ours = PyCapsule_New(&handler, "mem_handler", nullptr);
    if (!ours) throw py::error_already_set();
    return ours;
  }();
  return py::reinterpret_borrow<py::object>(capsule);
}

py::object begin() {
  py::object ours = handler_capsule();
  PyObject* previous = PyDataMem_SetHandler(ours.ptr());
  if (!previous) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(previous);
}

void end(const py::object& previous) {
  if (!PyCapsule_IsValid(previous.ptr(), "mem_handler"))
    throw std::invalid_argument("huge_page_arrays_end: expected the handler huge_page_arrays_begin returned");
  PyObject* ours = PyDataMem_SetHandler(previous.ptr());
  if (!ours) throw py::error_already_set();
  Py_DECREF(ours);
}

}  // namespace

PADDLE_DEFINE_KERNELS(huge_page_arrays) {
  m.def("huge_page_arrays_begin", &begin,
        "Install the huge-page handler for numpy arrays in this context; returns the one it replaces.");
  m.def("huge_page_arrays_end", &end, py::arg("previous"),
        "Put back the handler huge_page_arrays_begin returned.");
  m.def("huge_page_arrays_stats", [] { return mappings().stats(); },
        "The handler's live and kept mappings: counts and bytes.");
  m.def("huge_page_arrays_trim", [] { mappings().trim(); }, "Unmap every kept mapping.");
}
