// One persistent pool of worker threads for every C++ kernel of the extension (thread_pool.cc).
//
//   paddle::parallel_for(count, [&](Index begin, Index end, int worker) { ... });
//
// splits [0, count) into a few contiguous ranges per thread, which the calling thread and the
// workers take in turn from a shared counter, and returns when all are done. The workers are started once and sleep between calls, so a kernel pays
// a wake-up (microseconds), not a thread start, per call. The thread count is a setting
// (paddle::set_threads; 0: every core), taken from OMP_NUM_THREADS at import as BLAS takes it.
// A call from inside a worker, or while another call holds the pool, runs on its own thread:
// nothing nests, nothing oversubscribes. Which thread runs a range varies from run to run: a kernel
// whose ranges write disjoint outputs (or partial sums added in a fixed order afterwards) gives the
// same bits at every thread count.
#pragma once

#include <cstddef>
#include <functional>

namespace paddle {

using PoolIndex = std::ptrdiff_t;
using RangeBody = std::function<void(PoolIndex begin, PoolIndex end, int worker)>;

// The threads a parallel_for uses (the setting, or every core for 0).
int pool_threads();
void set_pool_threads(int n);

// Runs body over [0, count) on at most pool_threads() threads (fewer when count is smaller, or one
// when count * cost_per_item says the work is too small to be worth waking a thread: the cost is
// the work per item, in about one multiply-add or element copy each).
void parallel_for(PoolIndex count, const RangeBody& body, double cost_per_item = 1e6);

}  // namespace paddle
