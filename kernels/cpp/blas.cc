// Finding numpy's BLAS at run time (blas.h): among the shared objects loaded into the process, the
// first whose name holds "openblas" and that exports a known cblas_?gemm name: scipy-openblas's
// (numpy 2's wheels) or openblas64_'s (numpy 1.26's), both with 64-bit integers.
#include "blas.h"

#include <cstdint>
#include <cstring>
#include <string>

#if defined(__linux__)
#include <dlfcn.h>
#include <link.h>
#endif

namespace paddle {
namespace blas {

namespace {

using BlasInt = int64_t;  // the ILP64 builds numpy ships
enum { ROW_MAJOR = 101, NO_TRANS = 111, TRANS = 112 };
using Sgemm = void (*)(int, int, int, BlasInt, BlasInt, BlasInt, float, const float*, BlasInt, const float*, BlasInt,
                       float, float*, BlasInt);
using Dgemm = void (*)(int, int, int, BlasInt, BlasInt, BlasInt, double, const double*, BlasInt, const double*,
                       BlasInt, double, double*, BlasInt);
using GetThreads = int (*)();
using SetThreads = void (*)(int);

struct Library {
  Sgemm sgemm = nullptr;
  Dgemm dgemm = nullptr;
  GetThreads get_threads = nullptr;
  SetThreads set_threads = nullptr;
};

// the symbol prefixes and suffixes of the builds numpy ships
constexpr const char* PREFIXES[] = {"scipy_", ""};

#if defined(__linux__)
int collect(struct dl_phdr_info* info, size_t, void* out) {
  const char* name = info->dlpi_name;
  if (name && std::strstr(name, "openblas")) {
    static_cast<std::string*>(out)->assign(name);
    return 1;
  }
  return 0;
}

Library find() {
  Library lib;
  std::string path;
  dl_iterate_phdr(collect, &path);
  if (path.empty()) return lib;
  void* handle = dlopen(path.c_str(), RTLD_LAZY | RTLD_NOLOAD);  // already loaded by numpy: a reference
  if (!handle) return lib;
  for (const char* prefix : PREFIXES) {
    const std::string p(prefix);
    auto s = reinterpret_cast<Sgemm>(dlsym(handle, (p + "cblas_sgemm64_").c_str()));
    auto d = reinterpret_cast<Dgemm>(dlsym(handle, (p + "cblas_dgemm64_").c_str()));
    auto get = reinterpret_cast<GetThreads>(dlsym(handle, (p + "openblas_get_num_threads64_").c_str()));
    auto set = reinterpret_cast<SetThreads>(dlsym(handle, (p + "openblas_set_num_threads64_").c_str()));
    if (s && d && get && set) return Library{s, d, get, set};
  }
  return lib;  // the handle stays open: numpy holds the library for the life of the process anyway
}
#else
Library find() { return Library{}; }
#endif

const Library& library() {
  static const Library lib = find();
  return lib;
}

}  // namespace

bool ready() { return library().sgemm != nullptr; }

template <>
void gemm<float>(bool trans_b, Index m, Index n, Index k, const float* a, Index lda, const float* b, Index ldb,
                 float beta, float* c, Index ldc) {
  if (m <= 0 || n <= 0) return;
  library().sgemm(ROW_MAJOR, NO_TRANS, trans_b ? TRANS : NO_TRANS, m, n, k, 1.0f, a, lda, b, ldb, beta, c, ldc);
}

template <>
void gemm<double>(bool trans_b, Index m, Index n, Index k, const double* a, Index lda, const double* b, Index ldb,
                  double beta, double* c, Index ldc) {
  if (m <= 0 || n <= 0) return;
  library().dgemm(ROW_MAJOR, NO_TRANS, trans_b ? TRANS : NO_TRANS, m, n, k, 1.0, a, lda, b, ldb, beta, c, ldc);
}

template <>
void gemm<float>(bool trans_a, bool trans_b, Index m, Index n, Index k, const float* a, Index lda, const float* b,
                 Index ldb, float beta, float* c, Index ldc) {
  if (m <= 0 || n <= 0) return;
  library().sgemm(ROW_MAJOR, trans_a ? TRANS : NO_TRANS, trans_b ? TRANS : NO_TRANS, m, n, k, 1.0f, a, lda, b, ldb,
                  beta, c, ldc);
}

template <>
void gemm<double>(bool trans_a, bool trans_b, Index m, Index n, Index k, const double* a, Index lda,
                  const double* b, Index ldb, double beta, double* c, Index ldc) {
  if (m <= 0 || n <= 0) return;
  library().dgemm(ROW_MAJOR, trans_a ? TRANS : NO_TRANS, trans_b ? TRANS : NO_TRANS, m, n, k, 1.0, a, lda, b, ldb,
                  beta, c, ldc);
}

int threads() { return ready() ? library().get_threads() : 0; }

void set_threads(int n) {
  if (ready() && n > 0) library().set_threads(n);
}

namespace {
int holds = 0;  // the GIL serialises hold and release
int held_threads = 0;  // the count the BLAS had at the first hold
}  // namespace

void hold() {
  if (holds++ > 0 || !ready()) return;
  held_threads = threads();
  if (held_threads > 1) set_threads(1);
}

void release() {
  if (holds == 0 || --holds > 0 || !ready()) return;
  if (held_threads > 1 && threads() == 1) set_threads(held_threads);  // unless someone set it meanwhile
  held_threads = 0;
}

}  // namespace blas
}  // namespace paddle
