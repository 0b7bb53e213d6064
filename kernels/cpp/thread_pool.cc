// The persistent thread pool behind paddle::parallel_for (thread_pool.h).
//
// Workers wait for a generation counter to move: a short spin first (a kernel's next call usually
// follows within a fraction of a millisecond), then a condition variable, so idle workers cost
// nothing on a machine whose cores are busy with other work (a long spin there steals the core a
// peer needs).
#include "thread_pool.h"

#include <pybind11/pybind11.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "op_decl.h"

namespace paddle {
namespace {

// Polls of the counter before sleeping: about 0.2 ms (a pause is ~25 ns on the development
// machine's Zen 4), enough to bridge the interpreter's gap between two kernels of a step. At 50 us
// the workers slept between the MLP's products and each call paid a futex wake-up: its 2-thread
// step took 0.81-1.05x PyTorch's time against 0.58-0.77x now, LeNet's 0.55x against 0.48x.
constexpr int kSpins = 8000;

inline void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

// The default: OMP_NUM_THREADS where set (as OpenBLAS and torch read it), else every core.
int default_threads() {
  if (const char* env = std::getenv("OMP_NUM_THREADS")) {
    const int n = std::atoi(env);
    if (n > 0) return n;
  }
  return int(std::max(1u, std::thread::hardware_concurrency()));
}

class Pool {
 public:
  int threads() const { return setting_ > 0 ? setting_ : default_threads(); }

  void set_threads(int n) {
    std::lock_guard<std::mutex> call(call_);
    stop_workers();
    setting_ = std::max(0, n);
  }

  // The caller and the workers take chunks from a shared counter until none is left: a thread
  // the OS has descheduled (a busy machine) delays only the chunk it holds, not a fixed share.
  void run(PoolIndex count, const RangeBody& body, int threads, PoolIndex chunks) {
    std::unique_lock<std::mutex> call(call_, std::try_to_lock);
    if (!call.owns_lock() || in_worker_) return body(0, count, 0);  // nested, or another caller's turn
    start_workers(threads - 1);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      body_ = &body;
      count_ = count;
      chunks_ = chunks;
      next_.store(0, std::memory_order_relaxed);
      error_ = nullptr;
      open_ = true;
      generation_.fetch_add(1, std::memory_order_release);
    }
    wake_.notify_all();
    take_chunks(0);
    std::unique_lock<std::mutex> lock(mutex_);
    open_ = false;  // a worker waking from now on finds nothing to join
    done_.wait(lock, [&] { return joined_ == 0; });
    body_ = nullptr;
    if (error_) std::rethrow_exception(error_);
  }

 private:
  void take_chunks(int worker) {
    for (PoolIndex c = next_.fetch_add(1, std::memory_order_relaxed); c < chunks_;
         c = next_.fetch_add(1, std::memory_order_relaxed)) {
      const PoolIndex begin = count_ * c / chunks_, end = count_ * (c + 1) / chunks_;
      try {
        if (begin < end) (*body_)(begin, end, worker);
      } catch (...) {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!error_) error_ = std::current_exception();
      }
    }
  }

  void worker(int id, unsigned long long seen) {
    in_worker_ = true;
    for (;;) {
      unsigned long long now = generation_.load(std::memory_order_acquire);
      for (int spin = 0; now == seen && spin < kSpins; ++spin) {
        cpu_relax();
        now = generation_.load(std::memory_order_acquire);
      }
      bool join = false;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return generation_.load(std::memory_order_acquire) != seen || stopping_; });
        if (stopping_) return;
        seen = generation_.load(std::memory_order_acquire);
        join = open_;
        if (join) ++joined_;
      }
      if (!join) continue;
      take_chunks(id);
      std::lock_guard<std::mutex> lock(mutex_);
      if (--joined_ == 0) done_.notify_one();
    }
  }

  // Workers 1..n started (all of them, once: parts beyond a call's count stay idle that call).
  void start_workers(int n) {
    if (owner_ != getpid()) {  // a forked child: the parent's workers do not exist here
      workers_ = new std::vector<std::thread>();  // the parent's handles are dropped, never joined
      owner_ = getpid();
    }
    if (int(workers_->size()) >= n) return;
    stop_workers();
    const int want = threads() - 1;
    for (int id = 1; id <= want; ++id)
      workers_->emplace_back([this, id, g = generation_.load()] { worker(id, g); });
  }

  void stop_workers() {
    if (owner_ != getpid() || workers_->empty()) return;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    wake_.notify_all();
    for (auto& t : *workers_) t.join();
    workers_->clear();
    stopping_ = false;
  }

  int setting_ = 0;
  std::mutex call_;   // one parallel_for at a time
  std::mutex mutex_;  // guards the job's fields, open_, joined_ and the sleeps
  std::condition_variable wake_, done_;
  std::atomic<unsigned long long> generation_{0};
  std::atomic<PoolIndex> next_{0};  // the next chunk to take
  const RangeBody* body_ = nullptr;
  PoolIndex count_ = 0, chunks_ = 1;
  bool open_ = false;  // workers may still join the current job
  int joined_ = 0;     // workers inside the current job
  std::exception_ptr error_;
  bool stopping_ = false;
  pid_t owner_ = getpid();
  std::vector<std::thread>* workers_ = new std::vector<std::thread>();  // never freed: lives to exit
  static thread_local bool in_worker_;
};

thread_local bool Pool::in_worker_ = false;

Pool& pool() {
  static Pool* p = new Pool();  // never destroyed: workers may still sleep at interpreter exit
  return *p;
}

}  // namespace

int pool_threads() { return pool().threads(); }

void set_pool_threads(int n) { pool().set_threads(n); }

void parallel_for(PoolIndex count, const RangeBody& body, double cost_per_item) {
  if (count <= 0) return;
  // below ~50k multiply-adds a part, waking a thread costs more than the part saves
  const double min_work = 5e4;
  const PoolIndex by_work = PoolIndex(std::max(1.0, double(count) * cost_per_item / min_work));
  const int threads = int(std::min<PoolIndex>({PoolIndex(pool_threads()), count, by_work}));
  if (threads <= 1) return body(0, count, 0);
  // a few chunks a thread: one held up by the OS leaves the rest to the others
  pool().run(count, body, threads, std::min<PoolIndex>(count, PoolIndex(threads) * 4));
}

}  // namespace paddle

namespace py = pybind11;

PADDLE_DEFINE_KERNELS(thread_pool) {
  m.def("set_threads", [](int n) { paddle::set_pool_threads(n); }, py::arg("n"),
        "Threads the C++ kernels split their work across (0: OMP_NUM_THREADS, else every core).");
  m.def("threads", &paddle::pool_threads, "Threads the C++ kernels split their work across.");
}
