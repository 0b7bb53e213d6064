// The whole-sequence `lstm` and `gru` ops (kernels/lstm.py, kernels/gru.py) on the CPU, every
// step in one call: forward, and backward (the GRU's but for the bias's gradient, the column sums
// of Input@GRAD, which its Python kernel takes from numpy).
//
// Each step's matrix product (H_prev @ Weight forward, dG @ Weight^T backward) goes, in float on a
// CPU with AVX-512, to panels of the weight packed once for all the steps (packed_product.h), else
// to the BLAS numpy loaded (blas.h), into a buffer kept across the steps, and the step's gate arithmetic
// follows on the same thread (rnn_cell.h): no Python, no numpy call, no allocation between steps.
//
// Threads. Where the pool has several threads (thread_pool.h) and the call is big enough, the
// sorted sequences are split into groups of about equal rows, one per pool thread, and the BLAS is
// held to one thread meanwhile (OneBlasThread, whatever its own setting: each group's products run
// on its own thread); sequences never read each other, so each thread runs the whole recurrence of
// its group, its products included, with no barrier between steps (a group's rows at step t are a
// contiguous block of that step's rows: the sequences running at step t are the first sizes[t]
// of the sorted ones). The other ways ran slower on 2 cores: each step's product on the BLAS's
// threads (a 64-row product split in two, and a hand-over per step), or that plus the gate
// arithmetic split across the pool at each step (OpenBLAS's idle workers spin for a while after
// each product and shared the cores with ours; measured then: fc + lstm, 2 threads, 9.9 ms vs
// 13.8 ms). Only the products' row counts depend on the thread count, and the BLAS may round a
// product of fewer rows differently (in the last bit): split results agree with one thread's to
// float rounding, and are the same bits run after run.
//
// The LSTM's backward keeps no time-major copy of the gates' gradients: each step's go to Input@GRAD
// (by the input's rows) and to a buffer of the step's rows, which the step's product reads and
// the weight's and bias's gradients sum while it is in cache (StepSums), with the step's H_prev.
//
// Where no BLAS is found (blas::ready() false), the Python kernels loop over the steps themselves
// and call kernels/cpp/rnn_seq.cc's one-step kernels.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <string>
#include <vector>

#include "blas.h"
#include "packed_product.h"
#include "rnn_cell.h"
#include "thread_pool.h"

namespace py = pybind11;

namespace {

using namespace paddle_rnn;

// The time-major schedule (kernels/_recurrence.py's Steps): step t's rows are
// order[starts[t]:starts[t] + sizes[t]], the sequences still running, sizes non-increasing.
struct Schedule {
  const int64_t* order = nullptr;
  std::vector<Index> starts, sizes;
};

Schedule schedule_of(const py::object& order_in, const py::object& sizes_in, Index total, const char* who) {
  Schedule s;
  s.order = index_view(order_in, total, total, who, "order");
  py::array sizes = py::reinterpret_borrow<py::array>(sizes_in);
  const int64_t* p = index_view(sizes, -1, total + 1, who, "sizes");
  Index sum = 0;
  for (Index t = 0; t < sizes.shape(0); ++t) {
    if (p[t] <= 0 || (t && p[t] > p[t - 1]))
      throw std::invalid_argument(std::string(who) + ": sizes should be positive and non-increasing");
    s.starts.push_back(sum);
    s.sizes.push_back(p[t]);
    sum += p[t];
  }
  if (sum != total)
    throw std::invalid_argument(std::string(who) + ": sizes add up to " + std::to_string(sum) + ", not " +
                                std::to_string(total) + " rows");
  return s;
}

Index first_size(const Schedule& s) { return s.sizes.empty() ? 0 : s.sizes[0]; }

// the sorted initial states (or their gradients): a row for each sequence, at least the first
// step's (the sequences with no steps come last)
template <typename T>
T* initial_view(const py::object& obj, const Schedule& s, Index units, const char* who, const char* what,
                bool writes) {
  Index rows = 0;
  T* p = view<T>(obj, -1, units, who, what, writes, &rows);
  if (p && rows < first_size(s))
    throw std::invalid_argument(std::string(who) + ": " + what + " should have a row for each of the " +
                                std::to_string(first_size(s)) + " sequences, got " + std::to_string(rows));
  return p;
}

// The sorted sequences cut into groups [bounds[g], bounds[g + 1]) of about equal rows, one per
// pool thread; one group when the whole call is too small to share (under ~4M multiply-adds).
std::vector<Index> groups(const Schedule& s, Index work_per_row) {
  const Index seqs = first_size(s), total = s.starts.empty() ? 0 : s.starts.back() + s.sizes.back();
  Index count = std::min<Index>(paddle::pool_threads(), seqs);
  if (double(total) * double(work_per_row) < 4e6) count = 1;
  std::vector<Index> bounds{0};
  if (count > 1) {
    std::vector<Index> length(seqs, 0);  // the sorted sequences' lengths
    for (Index m : s.sizes)
      for (Index j = 0; j < m; ++j) ++length[j];
    Index rows = 0;
    for (Index j = 0; j < seqs && Index(bounds.size()) < count; ++j) {
      rows += length[j];
      if (rows * count >= total * Index(bounds.size())) bounds.push_back(j + 1);
    }
  }
  if (bounds.back() < seqs) bounds.push_back(seqs);
  return bounds;
}

// group [g0, g1)'s rows at step t
Index rows_at(const Schedule& s, Index t, Index g0, Index g1) {
  return std::clamp<Index>(s.sizes[t] - g0, 0, g1 - g0);
}

// step t's rows of the group starting at g0 (its initial states start at row g0 of the sorted ones)
Step step_at(const Schedule& s, Index t, Index g0) {
  return Step{s.order + s.starts[t] + g0, t ? s.order + s.starts[t - 1] + g0 : nullptr, g0};
}

// The BLAS held to one thread while the groups run (each group's products on its own pool thread),
// its setting restored after: a product called from two threads at once with the BLAS on several
// would queue on the BLAS's one server (OpenBLAS), and its threads would share the cores with ours.
class OneBlasThread {
 public:
  explicit OneBlasThread(bool hold) : saved_(hold ? paddle::blas::threads() : 0) {
    if (saved_ > 1) paddle::blas::set_threads(1);
  }
  ~OneBlasThread() {
    if (saved_ > 1) paddle::blas::set_threads(saved_);
  }
  OneBlasThread(const OneBlasThread&) = delete;
  OneBlasThread& operator=(const OneBlasThread&) = delete;

 private:
  int saved_;
};

// each group on a thread of the pool: body(k, g0, g1) for group k, sequences [g0, g1)
template <typename Body>
void for_groups(const std::vector<Index>& bounds, Body body) {
  const Index count = Index(bounds.size()) - 1;
  if (count == 1) return body(0, bounds[0], bounds[1]);
  OneBlasThread one(true);
  paddle::parallel_for(count, [&](Index k0, Index k1, int) {
    for (Index k = k0; k < k1; ++k) body(k, bounds[k], bounds[k + 1]);
  }, 1e12);
}

// Each step's product with the one weight, C [m, n] = A [m, k] @ B, A's rows lda apart, C's dense:
// B = weight [k, n], or weight^T where transposed (weight [n, k]), or [top; weight] (top [k_top, n]
// over weight [k, n]: an input's projection and the recurrent weight).
template <typename T>
class StepProduct {
 public:
  StepProduct(const T* weight, Index k, Index n, bool transposed) : weight_(weight), k_(k), n_(n) {
    if constexpr (std::is_same_v<T, float>) {
      if (paddle::packed::supported()) {
        panels_.emplace(weight, k, n, transposed);
        return;
      }
    }
    // the BLAS: a product with weight^T copied ran ~20% faster than one reading weight transposed
    // (OpenBLAS, 64 x 512 x 128)
    if (transposed) {
      copy_.resize(k * n);
      for (Index i = 0; i < n; ++i)
        for (Index j = 0; j < k; ++j) copy_[j * n + i] = weight[i * k + j];
      weight_ = copy_.data();
    }
  }

  StepProduct(const T* top, Index k_top, const T* weight, Index k, Index n) : weight_(weight), k_(k_top + k), n_(n) {
    if (k_top == 0) return;
    if constexpr (std::is_same_v<T, float>) {
      if (paddle::packed::supported()) {
        panels_.emplace(top, k_top, weight, k, n);
        return;
      }
    }
    copy_.assign(top, top + k_top * n);
    copy_.insert(copy_.end(), weight, weight + k * n);
    weight_ = copy_.data();
  }

  void operator()(Index m, const T* a, Index lda, T* c) const {
    if constexpr (std::is_same_v<T, float>) {
      if (panels_) return panels_->multiply(m, a, lda, c, n_);
    }
    paddle::blas::gemm<T>(false, m, n_, k_, a, lda, weight_, n_, T(0), c, n_);
  }

 private:
  const T* weight_;
  Index k_, n_;
  std::vector<T> copy_;
  std::optional<paddle::packed::Panels> panels_;
};

// An LSTM's input projection done inside its steps (the fused fc + lstm, paddle/core/
// fusion_projection.py): Input = X @ Wx is never written, each step's product is [X_t | H_prev] @
// [Wx; Weight]. x [total, width] by the input's rows, weight [width, gates * units]; dx: X@GRAD, or
// null. width 0: no projection (the Cell's Input is given).
template <typename T>
struct Projection {
  const T* x = nullptr;
  const T* weight = nullptr;
  T* dx = nullptr;
  Index width = 0;

  // step t's rows of X into the first `width` columns of rows ld apart
  void gather(const Step& st, Index m, T* to, Index ld) const {
    for (Index j = 0; j < m; ++j) std::copy(x + st.rows[j] * width, x + (st.rows[j] + 1) * width, to + j * ld);
  }
};

// None, or (X, Wx, X@GRAD or None) checked against the call's rows and gate width
template <typename T>
Projection<T> projection_of(const py::object& obj, Index total, Index gate_width, const char* who, bool grad) {
  Projection<T> p;
  if (obj.is_none()) return p;
  const py::tuple parts = obj.cast<py::tuple>();
  if (parts.size() != 3) throw std::invalid_argument(std::string(who) + ": projection should be (X, Wx, X@GRAD)");
  py::array x = py::reinterpret_borrow<py::array>(parts[0]);
  p.width = x.ndim() == 2 ? x.shape(1) : 0;
  p.x = view<T>(parts[0], total, p.width, who, "the projection's X", false);
  p.weight = view<T>(parts[1], p.width, gate_width, who, "the projection's weight", false);
  p.dx = grad ? view<T>(parts[2], total, p.width, who, "the projection's X@GRAD", true) : nullptr;
  return p;
}

// --- forward: pre = [X_t | H_prev] @ [Wx; Weight] (H0 at the first step, or zeros), then the gates

// rows(step, pre, h_out, h_ld, m) computes a step's m rows, writing the hidden states to h_out
// (rows h_ld apart: the next step's product reads them there); pre null: zeros
template <typename T, typename Rows>
void forward(const Cell<T>& a, const Schedule& s, const Projection<T>& proj, const T* weight, const T* h0, Rows rows) {
  const Index u = a.units, w = a.width, d = proj.width, lda = d + u;
  py::gil_scoped_release release;
  const StepProduct<T> times_weights(proj.weight, d, weight, u, w);
  for_groups(groups(s, w * lda), [&](Index, Index g0, Index g1) {
    // row j: [X_t | H_prev] of the group's j-th sequence
    std::vector<T> product((g1 - g0) * w), inputs((g1 - g0) * lda, T(0));
    for (Index t = 0; t < Index(s.sizes.size()); ++t) {
      const Index m = rows_at(s, t, g0, g1);
      if (m == 0) break;
      const Step st = step_at(s, t, g0);
      if (d) proj.gather(st, m, inputs.data(), lda);
      if (t == 0 && h0)
        for (Index j = 0; j < m; ++j) std::copy(h0 + (g0 + j) * u, h0 + (g0 + j + 1) * u, inputs.data() + j * lda + d);
      const bool product_due = d || t || h0;  // else H_prev is zeros and there is no projection
      if (product_due) times_weights(m, inputs.data(), lda, product.data());
      rows(st, product_due ? product.data() : nullptr, inputs.data() + d, lda, m);
    }
  });
}

// --- backward: the steps from the last, each carrying back dG @ Weight^T and a state's gradient ----

// The weight's and the bias's gradients summed step by step, while each step's H_prev and gate
// gradients are still in cache (dWeight += H_prev^T @ dG, dBias += dG's rows), instead of one
// product over every step's rows at the end, read back from memory. With an input projection the
// weights are stacked, [Wx; Weight], and H_prev's rows are [X_t | H_prev]. Each group sums its
// own steps; the groups' sums are added up in group order after (the same bits run after run).
template <typename T>
class StepSums {
 public:
  // dweight [rows, width], dbias [width], either null
  StepSums(T* dweight, T* dbias, Index rows, Index width, Index groups)
      : dweight_(dweight), dbias_(dbias), rows_(rows), width_(width), groups_(std::max<Index>(groups, 1)),
        own_(groups_ > 1 ? groups_ * (rows + 1) * width : 0, T(0)) {
    if (groups_ == 1) {  // (no groups: no steps, zeros)
      if (dweight) std::fill(dweight, dweight + rows * width, T(0));
      if (dbias) std::fill(dbias, dbias + width, T(0));
    }
  }

  // group k's step: m rows of dG [m, width] and of the weights' inputs a (rows lda apart), whose
  // first `cols` columns count (the rest, and all where a is null, are zeros)
  void add(Index k, Index m, const T* a, Index cols, Index lda, const T* dg) {
    T* dw = groups_ > 1 ? own_.data() + k * (rows_ + 1) * width_ : dweight_;
    T* db = groups_ > 1 ? dw + rows_ * width_ : dbias_;
    if (dweight_ && a) add_transposed_product(m, a, cols, lda, dg, dw);
    if (dbias_) add_rows<T>(db, dg, m, width_);
  }

  // the groups' sums into dWeight and dBias, in group order
  void finish() {
    if (groups_ == 1) return;
    const Index size = rows_ * width_;
    for (Index k = 0; k < groups_; ++k) {
      const T* dw = own_.data() + k * (rows_ + 1) * width_;
      if (dweight_)
        for (Index e = 0; e < size; ++e) dweight_[e] = k ? dweight_[e] + dw[e] : dw[e];
      if (dbias_)
        for (Index e = 0; e < width_; ++e) dbias_[e] = k ? dbias_[e] + dw[size + e] : dw[size + e];
    }
  }

 private:
  void add_transposed_product(Index m, const T* a, Index cols, Index lda, const T* dg, T* dw) const {
    if constexpr (std::is_same_v<T, float>) {
      if (paddle::packed::supported())
        return paddle::packed::add_transposed_product(m, cols, a, lda, dg, width_, width_, dw, width_);
    }
    paddle::blas::gemm<T>(true, false, cols, width_, m, a, lda, dg, width_, T(1), dw, width_);
  }

  T* dweight_;
  T* dbias_;
  Index rows_, width_, groups_;
  std::vector<T> own_;  // group k's [rows + 1, width]: its dWeight, then its dBias
};

// rows(step, next, dg, hprev, hprev_ld, carry_out, m) computes a step's m rows: the step's
// pre-activation gradients to dg and H_prev to hprev (rows hprev_ld apart), buffers of the
// group's that the step's products and `sums` read (rows() writes the rest where it likes); with
// a projection, hprev's rows follow X_t's in [X_t | H_prev]. dh0, dstate0: the gradients of the
// sorted initial states (the product; the carried state), or null; sums: the (stacked) weights'
// and the bias's gradients summed step by step, or null; proj: the LSTM's input projection (its
// X@GRAD, where asked, dG @ Wx^T a step)
template <typename T, typename Rows>
void backward(const Cell<T>& a, const Schedule& s, const Projection<T>& proj, const T* weight, bool has_h0, T* dh0,
              T* dstate0, StepSums<T>* sums, Rows rows) {
  const Index u = a.units, w = a.width, d = proj.width, lda = d + u;
  py::gil_scoped_release release;
  const StepProduct<T> times_weight_t(weight, w, u, true);
  std::optional<StepProduct<T>> times_proj_t;
  if (proj.dx) times_proj_t.emplace(proj.weight, w, d, true);
  for_groups(groups(s, w * lda), [&](Index k, Index g0, Index g1) {
    const Index rows_max = g1 - g0;
    std::vector<T> product(rows_max * u), carry(2 * rows_max * u), dg_rows(rows_max * w), inputs(rows_max * lda),
        dx_step(proj.dx ? rows_max * d : 0);
    Carried<T> next;
    for (Index t = Index(s.sizes.size()) - 1; t >= 0; --t) {
      const Index m = rows_at(s, t, g0, g1);
      if (m == 0) continue;
      const Step st = step_at(s, t, g0);
      T* carry_out = carry.data() + (t % 2) * rows_max * u;
      rows(st, next, dg_rows.data(), inputs.data() + d, lda, carry_out, m);
      if (sums) {
        if (d) proj.gather(st, m, inputs.data(), lda);
        // without H0 the first step's H_prev is zeros: only the projection's rows count
        sums->add(k, m, t || has_h0 ? inputs.data() : d ? inputs.data() : nullptr, t || has_h0 ? lda : d, lda,
                  dg_rows.data());
      }
      if (times_proj_t) {
        (*times_proj_t)(m, dg_rows.data(), w, dx_step.data());
        for (Index j = 0; j < m; ++j)
          std::copy(dx_step.data() + j * d, dx_step.data() + (j + 1) * d, proj.dx + st.rows[j] * d);
      }
      next.state = carry_out;
      next.m = m;
      next.product = nullptr;
      if (t || has_h0) {  // no product at the first step without H0: its H_prev is zeros
        times_weight_t(m, dg_rows.data(), w, product.data());
        next.product = product.data();
      }
    }
    if (dh0 && next.product) std::copy(next.product, next.product + next.m * u, dh0 + g0 * u);
    if (dstate0 && next.state) std::copy(next.state, next.state + next.m * u, dstate0 + g0 * u);
  });
  if (sums) sums->finish();
}

const char* need_blas(const char* who) {
  if (!paddle::blas::ready())
    throw std::runtime_error(std::string(who) + ": no BLAS found to call from C++ (take the step kernels)");
  return who;
}

// the LSTM's arrays in a call: Input [total, 4 * units] or a projection (X, Wx, X@GRAD) in its place
template <typename T>
void lstm_forward_seq(py::object x, py::object projection, py::object weight, py::object bias, py::object h0,
                      py::object c0, py::object order, py::object sizes, py::object gates, py::object cells,
                      py::object hidden, py::tuple acts) {
  const char* who = need_blas("lstm_forward_seq");
  if (x.is_none() == projection.is_none())
    throw std::invalid_argument(std::string(who) + ": give Input or a projection, not both or neither");
  const Cell<T> a = forward_cell<T>(who, 4, x, bias, gates, cells, hidden, acts);
  const Projection<T> proj = projection_of<T>(projection, a.total, a.width, who, false);
  const Schedule s = schedule_of(order, sizes, a.total, who);
  const Index u = a.units;
  const T* w = view<T>(weight, u, a.width, who, "Weight", false);
  const T* h0s = initial_view<T>(h0, s, u, who, "H0", false);
  const T* c0s = initial_view<T>(c0, s, u, who, "C0", false);
  forward<T>(a, s, proj, w, h0s, [&](const Step& st, const T* pre, T* h_rows, Index h_ld, Index m) {
    lstm_forward_rows<T>(a, st, pre, c0s, h_rows, h_ld, 0, m);
  });
}

template <typename T>
void gru_forward_seq(py::object x, py::object weight, py::object bias, py::object h0, py::object order,
                     py::object sizes, py::object gates, py::object proj, py::object hidden, py::tuple acts) {
  const char* who = need_blas("gru_forward_seq");
  const Cell<T> a = forward_cell<T>(who, 3, x, bias, gates, proj, hidden, acts);
  if (!a.x) throw std::invalid_argument(std::string(who) + ": Input is required");
  const Schedule s = schedule_of(order, sizes, a.total, who);
  const Index u = a.units;
  const T* w = view<T>(weight, u, a.width, who, "Weight", false);
  const T* h0s = initial_view<T>(h0, s, u, who, "H0", false);
  forward<T>(a, s, Projection<T>{}, w, h0s, [&](const Step& st, const T* pre, T* h_rows, Index h_ld, Index m) {
    gru_forward_rows<T>(a, st, pre, h0s, h_rows, h_ld, 0, m);
  });
}

// dweight: Weight@GRAD [units, 4 * units], or with a projection [Wx; Weight]@GRAD stacked
// [width + units, 4 * units]; dx (Input@GRAD) may be none
template <typename T>
void lstm_backward_seq(py::object projection, py::object weight, py::object gates, py::object cells,
                       py::object hidden, py::object dhidden, py::object dcells, py::object dgates, py::object order,
                       py::object sizes, py::object h0, py::object c0, py::object dx, py::object dweight,
                       py::object dbias, py::object dh0, py::object dc0, py::tuple acts) {
  const char* who = need_blas("lstm_backward_seq");
  const Cell<T> a = backward_cell<T>(who, 4, gates, cells, hidden, dhidden, dcells, dgates, dx, acts);
  const Projection<T> proj = projection_of<T>(projection, a.total, a.width, who, true);
  const Schedule s = schedule_of(order, sizes, a.total, who);
  const Index u = a.units, stacked = proj.width + u;
  const T* w = view<T>(weight, u, a.width, who, "Weight", false);
  const T* h0s = initial_view<T>(h0, s, u, who, "H0", false);
  const T* c0s = initial_view<T>(c0, s, u, who, "C0", false);
  T* dws = view<T>(dweight, stacked, a.width, who, proj.width ? "[Wx; Weight]@GRAD" : "Weight@GRAD", true);
  T* dbs = dbias.is_none() ? nullptr : view<T>(dbias.attr("reshape")(1, -1), 1, a.width, who, "Bias@GRAD", true);
  T* dh0s = initial_view<T>(dh0, s, u, who, "dh0", true);
  T* dc0s = initial_view<T>(dc0, s, u, who, "dc0", true);
  StepSums<T> sums(dws, dbs, stacked, a.width, Index(groups(s, a.width * stacked).size()) - 1);
  // the gates' gradients to dx (where given) and to the step's buffer (its products and the
  // step's sums): no time-major copy of them is kept
  backward<T>(a, s, proj, w, h0s != nullptr, dh0s, dc0s, dws || dbs ? &sums : nullptr,
              [&](const Step& st, const Carried<T>& next, T* dg_rows, T* hprev_rows, Index hprev_ld, T* dc_rows,
                  Index m) {
                lstm_backward_rows<T>(a, st, h0s, c0s, next, dg_rows, hprev_rows, hprev_ld, dc_rows, 0, m);
              });
}

// dweight: Weight@GRAD [units, 3 * units], summed step by step (or none); the bias's gradient is
// Input@GRAD's column sums (the Python kernel's)
template <typename T>
void gru_backward_seq(py::object weight, py::object gates, py::object proj, py::object hidden, py::object dhidden,
                      py::object dgates, py::object dproj, py::object order, py::object sizes, py::object h0,
                      py::object dx, py::object dweight, py::object dh0, py::tuple acts) {
  const char* who = need_blas("gru_backward_seq");
  const Cell<T> a = backward_cell<T>(who, 3, gates, proj, hidden, dhidden, dproj, dgates, dx, acts);
  const Schedule s = schedule_of(order, sizes, a.total, who);
  const Index u = a.units;
  const T* w = view<T>(weight, u, a.width, who, "Weight", false);
  const T* h0s = initial_view<T>(h0, s, u, who, "H0", false);
  T* dws = view<T>(dweight, u, a.width, who, "Weight@GRAD", true);
  T* dh0s = initial_view<T>(dh0, s, u, who, "dh0", true);
  if (dh0s && !h0s) throw std::invalid_argument(std::string(who) + ": dh0 is asked for without H0");
  std::vector<T> skip0(dh0s ? first_size(s) * u : 0);  // dH0's part that skips the product, added below
  StepSums<T> sums(dws, nullptr, u, a.width, Index(groups(s, a.width * u).size()) - 1);
  backward<T>(a, s, Projection<T>{}, w, h0s != nullptr, dh0s, dh0s ? skip0.data() : nullptr, dws ? &sums : nullptr,
              [&](const Step& st, const Carried<T>& next, T* dhh_rows, T* hprev_rows, Index, T* skip_rows, Index m) {
                gru_backward_rows<T>(a, st, h0s, next, dhh_rows, hprev_rows, skip_rows, 0, m);
              });
  for (Index k = 0; k < Index(skip0.size()); ++k) dh0s[k] += skip0[k];
}

}  // namespace

PADDLE_DEFINE_KERNELS(rnn_loop) {
  m.def("rnn_blas_ready", &paddle::blas::ready,
        "Whether the C++ kernels found numpy's BLAS to call (then lstm/gru run every step in one call).");
  m.def("blas_threads", &paddle::blas::threads, "The thread count of the BLAS numpy loaded (0: none found).");
  m.def("set_blas_threads", &paddle::blas::set_threads, py::arg("n"),
        "Sets the thread count of the BLAS numpy loaded (every numpy product's, too).");
  m.def("lstm_forward_seq", [](py::object x, py::object projection, py::object weight, py::object bias,
                               py::object h0, py::object c0, py::object order, py::object sizes, py::object gates,
                               py::object cells, py::object hidden, py::tuple acts) {
    auto f = is_f32(hidden, "lstm_forward_seq") ? &lstm_forward_seq<float> : &lstm_forward_seq<double>;
    f(x, projection, weight, bias, h0, c0, order, sizes, gates, cells, hidden, acts);
  }, "Every step of the lstm op's forward pass, its Input given or projected inside (see kernels/cpp/rnn_loop.cc).");
  m.def("gru_forward_seq", [](py::object x, py::object weight, py::object bias, py::object h0, py::object order,
                              py::object sizes, py::object gates, py::object proj, py::object hidden, py::tuple acts) {
    auto f = is_f32(x, "gru_forward_seq") ? &gru_forward_seq<float> : &gru_forward_seq<double>;
    f(x, weight, bias, h0, order, sizes, gates, proj, hidden, acts);
  }, "Every step of the gru op's forward pass (see kernels/cpp/rnn_loop.cc).");
  m.def("lstm_backward_seq", [](py::object projection, py::object weight, py::object gates, py::object cells,
                                py::object hidden, py::object dhidden, py::object dcells, py::object dgates,
                                py::object order, py::object sizes, py::object h0, py::object c0, py::object dx,
                                py::object dweight, py::object dbias, py::object dh0, py::object dc0, py::tuple acts) {
    auto f = is_f32(gates, "lstm_backward_seq") ? &lstm_backward_seq<float> : &lstm_backward_seq<double>;
    f(projection, weight, gates, cells, hidden, dhidden, dcells, dgates, order, sizes, h0, c0, dx, dweight, dbias, dh0,
      dc0, acts);
  }, "Every step of the lstm op's backward pass, dWeight and dBias included (see kernels/cpp/rnn_loop.cc).");
  m.def("gru_backward_seq", [](py::object weight, py::object gates, py::object proj, py::object hidden,
                               py::object dhidden, py::object dgates, py::object dproj, py::object order,
                               py::object sizes, py::object h0, py::object dx, py::object dweight, py::object dh0,
                               py::tuple acts) {
    auto f = is_f32(gates, "gru_backward_seq") ? &gru_backward_seq<float> : &gru_backward_seq<double>;
    f(weight, gates, proj, hidden, dhidden, dgates, dproj, order, sizes, h0, dx, dweight, dh0, acts);
  }, "Every step of the gru op's backward pass, dWeight included, not dBias (see kernels/cpp/rnn_loop.cc).");
}
