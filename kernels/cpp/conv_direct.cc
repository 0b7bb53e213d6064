// The direct convolution (kernels/conv.py): no column matrix.
//
// With stride 1, an image zero-padded to [Hp, Wp] and flattened makes every window tap (i, j) a
// plain shift of the whole plane: output (y, x) at t = y * Wp + x reads pixel t + i * dh * Wp + j * dw.
// So a convolution is out[m][t] = sum_k W[m][k] * in[off[k] + t] over "wide" rows of Wp outputs
// (the last Wp - ow of each row are junk, dropped on the copy out), computed in register blocks
// of output channels x pixels with the filter values broadcast: no im2col copy. conv2d's input
// gradient is the same sum over dOut (zero in its junk columns, zero-padded in front) with the
// filters transposed and flipped, and the filter gradient is dot products of dOut rows with
// shifted input planes. The blocks are compiled for AVX-512, AVX2 and the baseline and picked at
// run time (no -march flag: the extension stays portable).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "conv_common.h"
#include "conv_epilogue.h"
#include "conv_direct_kernels.h"
#include "op_decl.h"
#include "thread_pool.h"

namespace paddle_conv {
namespace direct {

Index round_up(Index a, Index b) { return (a + b - 1) / b * b; }

// Per-thread scratch buffers kept between calls: the large planes would otherwise be fresh pages
// (page faults) on every call. Contents are garbage: callers clear what they read.
template <typename T>
T* scratch(int slot, Index n) {
  thread_local std::vector<T> bufs[3];
  constexpr size_t align = 64;  // a cache line: aligned rows' vector loads do not split lines
  std::vector<T>& b = bufs[slot];
  if (b.size() < size_t(n) + align / sizeof(T)) b.resize(size_t(n) + align / sizeof(T));
  const uintptr_t at = reinterpret_cast<uintptr_t>(b.data());
  return reinterpret_cast<T*>((at + align - 1) / align * align);
}

// A 4-D array's element strides (checked against its dtype's size).
template <typename T>
void elem_strides(const py::array& a, Index* s, const char* who) {
  for (int k = 0; k < 4; ++k) {
    if (a.strides(k) % Index(sizeof(T)) != 0) throw std::invalid_argument(std::string(who) + ": not aligned");
    s[k] = a.strides(k) / Index(sizeof(T));
  }
}

// The sizes of a stride-1 convolution of x [N, C, H, W] by w [M, C / groups, kh, kw].
//
// A stride s > 1 splits each padded image into s_h * s_w phase planes, plane (r, q) holding the
// pixels (Y s_h + r, X s_w + q) at (Y, X) in rows of wq = ceil(wp / s_w): tap (i, j) of output
// (y, x) is then pixel (y + i dh / s_h, x + j dw / s_w) of phase plane (i dh % s_h, j dw % s_w), a
// plain shift again, and the same kernels serve every stride (stride 1: one phase, wq = wp).
struct Plan {
  Index n, c, h, w, m, kh, kw, ph, pw, dh, dw, groups, cg, mg, hp, wp, oh, ow, vl;
  Index sh = 1, sw = 1, hq = 0, wq = 0;
  Index kg() const { return cg * kh * kw; }
  Index phases() const { return sh * sw; }
  Index qi_max() const { return (kh - 1) * dh / sh; }  // the largest row shift of a tap
  Index qj_max() const { return (kw - 1) * dw / sw; }
  // tap (c, i, j)'s offset in an image's phase planes, each lp long
  Index tap(Index c, Index i, Index j, Index lp) const {
    return (c * phases() + (i * dh % sh) * sw + j * dw % sw) * lp + (i * dh / sh) * wq + j * dw / sw;
  }
};

template <typename T>
Plan plan_of(const py::array& x, const py::array& w, Index sh, Index sw, Index ph, Index pw, Index dh, Index dw,
             Index groups, Index vbytes, const char* who) {
  require_dtype<T>(x, who, "x");
  require_dtype<T>(w, who, "w");
  if (x.ndim() != 4 || w.ndim() != 4) throw std::invalid_argument(std::string(who) + ": x and w should have rank 4");
  if (sh < 1 || sw < 1 || ph < 0 || pw < 0 || dh < 1 || dw < 1 || groups < 1)
    throw std::invalid_argument(std::string(who) + ": bad strides, paddings, dilations or groups");
  Plan p{x.shape(0), x.shape(1), x.shape(2), x.shape(3), w.shape(0), w.shape(2), w.shape(3), ph, pw, dh, dw,
         groups, 0, 0, 0, 0, 0, 0, vbytes / Index(sizeof(T))};
  if (p.c % groups || p.m % groups || w.shape(1) * groups != p.c || p.kh < 1 || p.kw < 1)
    throw std::invalid_argument(std::string(who) + ": w does not fit x's channels in groups");
  p.cg = p.c / groups, p.mg = p.m / groups;
  p.hp = p.h + 2 * ph, p.wp = p.w + 2 * pw;
  p.sh = sh, p.sw = sw;
  p.hq = (p.hp + sh - 1) / sh, p.wq = (p.wp + sw - 1) / sw;
  p.oh = p.hp - (p.kh - 1) * dh, p.ow = p.wp - (p.kw - 1) * dw;
  if (p.oh < 1 || p.ow < 1) throw std::invalid_argument(std::string(who) + ": the output would be empty");
  p.oh = (p.oh - 1) / sh + 1, p.ow = (p.ow - 1) / sw + 1;
  checked_size({p.n, p.c, p.hp + p.kh * dh + 2, p.wp}, who);
  checked_size({p.n, p.m, p.hp + p.kh * dh + 2, p.wp}, who);
  return p;
}

// One contiguous image row of w pixels, padded by pw in front, split into its two stride-2 phase
// rows: padded column X goes to even[X / 2] (X even) or odd[X / 2] (X odd). The loop reads the
// row once, in order: VL pairs at a time through two-vector shuffles (VL 1: one pair at a time).
template <typename T, int VL>
PD_INLINE void split_pairs_by(const T* in, Index w, Index pw, T* even, T* odd) {
  // image column x lands in padded column x + pw: the image's even columns go to `ev`, odd to `od`
  T* ev = (pw % 2 == 0 ? even : odd) + pw / 2;
  T* od = (pw % 2 == 0 ? odd : even) + (pw + 1) / 2;
  Index i = 0;
  if constexpr (VL > 1) {
    using V = Vec<T, VL * int(sizeof(T))>;
    using Mask = Vec<std::conditional_t<sizeof(T) == 4, int32_t, int64_t>, VL * int(sizeof(T))>;
    Mask evens, odds;
    for (int l = 0; l < VL; ++l) evens[l] = 2 * l, odds[l] = 2 * l + 1;
    for (; 2 * i + 2 * VL <= w; i += VL) {
      V a, b;
      vload<T, VL * int(sizeof(T))>(a, in + 2 * i);
      vload<T, VL * int(sizeof(T))>(b, in + 2 * i + VL);
      vstore<T, VL * int(sizeof(T))>(ev + i, __builtin_shuffle(a, b, evens));
      vstore<T, VL * int(sizeof(T))>(od + i, __builtin_shuffle(a, b, odds));
    }
  }
  for (; 2 * i < w; ++i) {
    ev[i] = in[2 * i];
    if (2 * i + 1 < w) od[i] = in[2 * i + 1];
  }
}

template <typename T>
using SplitFn = void (*)(const T*, Index, Index, T*, T*);
#ifdef PD_MULTIVERSION
template <typename T>
__attribute__((target("avx512f,avx2,fma"))) void split_pairs_v4(const T* in, Index w, Index pw, T* even, T* odd) {
  split_pairs_by<T, int(64 / sizeof(T))>(in, w, pw, even, odd);
}
#endif
template <typename T>
void split_pairs_base(const T* in, Index w, Index pw, T* even, T* odd) {
  split_pairs_by<T, 1>(in, w, pw, even, odd);
}

// The split compiled for this CPU's widest vectors (the baseline's loop went a pair at a time:
// a fifth of a stride-2 3 x 3 forward's time on ResNet-20's layers).
template <typename T>
SplitFn<T> split_pairs_here() {
#ifdef PD_MULTIVERSION
  if (level() == 2) return &split_pairs_v4<T>;
#endif
  return &split_pairs_base<T>;
}

// x [N, C, H, W] (strided) -> padded phase planes xp [N][C][phases][lp] (zero around and after
// the image).
template <typename T>
void pad_images(const T* src, const Index* s, const Plan& p, Index lp, T* xp) {
  const Index planes = p.phases();
  const SplitFn<T> split_pairs = split_pairs_here<T>();
  paddle::parallel_for(p.n * p.c, [&](Index begin, Index end, int) {
    std::memset(xp + begin * planes * lp, 0, sizeof(T) * size_t((end - begin) * planes * lp));
    for (Index bc = begin; bc < end; ++bc) {
      const Index b = bc / p.c, ch = bc % p.c;
      const T* plane = src + b * s[0] + ch * s[1];
      if (planes > 1) {
        T* dst = xp + bc * planes * lp;
        for (Index y = 0; y < p.h; ++y) {
          const Index r = y + p.ph;
          T* row = dst + (r % p.sh) * p.sw * lp + (r / p.sh) * p.wq;
          const T* in = plane + y * s[2];
          if (p.sw == 2 && s[3] == 1) {  // the common stride 2: both phase columns in one pass
            split_pairs(in, p.w, p.pw, row, row + lp);
            continue;
          }
          for (Index q = 0; q < p.sw; ++q) {  // phase column q: image columns x with (x + pw) % sw = q
            const Index x0 = ((q - p.pw) % p.sw + p.sw) % p.sw;
            T* out = row + q * lp + (x0 + p.pw) / p.sw;
            for (Index x = x0; x < p.w; x += p.sw) *out++ = in[x * s[3]];
          }
        }
        continue;
      }
      T* dst = xp + (b * p.c + ch) * lp + p.ph * p.wp + p.pw;
      for (Index y = 0; y < p.h; ++y) {
        if (s[3] == 1) {
          std::memcpy(dst + y * p.wp, plane + y * s[2], sizeof(T) * size_t(p.w));
        } else {
          for (Index x = 0; x < p.w; ++x) dst[y * p.wp + x] = plane[y * s[2] + x * s[3]];
        }
      }
    }
  }, double(planes * lp));
}

// The offsets of every tap (c, i, j) of one group, padded with tap 0 to `count` entries.
inline std::vector<Index> tap_offsets(const Plan& p, Index lp, Index count) {
  std::vector<Index> off(size_t(std::max(count, p.kg())), 0);
  for (Index c = 0; c < p.cg; ++c)
    for (Index i = 0; i < p.kh; ++i)
      for (Index j = 0; j < p.kw; ++j) off[size_t((c * p.kh + i) * p.kw + j)] = p.tap(c, i, j, lp);
  return off;
}

// The transposed filters of one group: wt[k][m] = w[g * mg + m][k], k = (c, i, j).
template <typename T>
std::vector<T> filters_t(const T* w, const Plan& p, Index g) {
  const Index kg = p.kg();
  std::vector<T> wt(size_t(kg * p.mg));
  for (Index m = 0; m < p.mg; ++m)
    for (Index k = 0; k < kg; ++k) wt[size_t(k * p.mg + m)] = w[(g * p.mg + m) * kg + k];
  return wt;
}

template <typename T>
py::array_t<T> conv_forward(const py::array& x, py::array_t<T, py::array::c_style | py::array::forcecast> w,
                            Index ph, Index pw, Index dh, Index dw, Index groups, Index sh, Index sw,
                            const py::object& shift, int act) {
  const char* who = "conv2d_direct";
  const Kernels<T> kern = kernels<T>();
  const Plan p = plan_of<T>(x, w, sh, sw, ph, pw, dh, dw, groups, kern.isa.vbytes, who);
  ShiftArray<T> shift_kept;
  const Epilogue<T> epi = epilogue_of<T>(shift, act, p.m, who, shift_kept);
  Index s[4];
  elem_strides<T>(x, s, who);
  const Index L = round_up(p.oh * p.wq, p.vl);
  const Index lp = round_up(std::max(L + p.qi_max() * p.wq + p.qj_max(), p.hq * p.wq) + p.vl, p.vl);
  py::array_t<T> out({p.n, p.m, p.oh, p.ow});
  const T* src = static_cast<const T*>(x.data());
  const T* wsrc = w.data();
  T* dst = out.mutable_data();
  {
    py::gil_scoped_release release;
    const Index image = p.c * p.phases() * lp;  // one image's phase planes
    T* xp = scratch<T>(0, p.n * image);
    pad_images(src, s, p, lp, xp);
    const std::vector<Index> off = tap_offsets(p, lp, p.kg());
    std::vector<std::vector<T>> wts;
    for (Index g = 0; g < groups; ++g) wts.push_back(filters_t(wsrc, p, g));
    // (group, image) pairs split across the pool's threads, each with its own wide rows
    paddle::parallel_for(groups * p.n, [&](Index begin, Index end, int) {
      T* wide = scratch<T>(1, p.mg * L);
      for (Index gb = begin; gb < end; ++gb) {
        const Index g = gb / p.n, b = gb % p.n;
        kern.corr(xp + b * image + g * p.cg * p.phases() * lp, off.data(), p.kg(), wts[size_t(g)].data(), p.mg,
                  wide, L, L);
        for (Index m = 0; m < p.mg; ++m) {
          T* o = dst + (b * p.m + g * p.mg + m) * p.oh * p.ow;
          const T* row = wide + m * L;
          for (Index y = 0; y < p.oh; ++y) std::memcpy(o + y * p.ow, row + y * p.wq, sizeof(T) * size_t(p.ow));
          if (epi.active()) epi.apply(o, p.oh * p.ow, g * p.mg + m);
        }
      }
    }, double(p.kg() * p.mg * L));
  }
  return out;
}

// dx of a strided conv2d, one phase plane (r, q) of the padded image at a time: its pixel (Y, X)
// gets w[m][c][i][j] * dOut[m][Y - i dh / sh][X - j dw / sw] from the taps with i dh % sh = r and
// j dw % sw = q (none: zeros), a stride-1 correlation over dbuf's wide rows (dOut, F zeros in front,
// wq apart); then the image's pixels are picked out of the planes.
template <typename T>
void strided_input_grad(const Plan& p, const T* wsrc, const T* dbuf, Index lb, Index F, Index Lq, CorrFn<T> corr,
                        T* dxp) {
  struct Phase {
    std::vector<Index> off;             // per tap (m, i, j) of this phase
    std::vector<std::vector<T>> wts;    // per group: [tap][c]
  };
  std::vector<Phase> phases(size_t(p.phases()));
  for (Index r = 0; r < p.sh; ++r)
    for (Index q = 0; q < p.sw; ++q) {
      Phase& ph = phases[size_t(r * p.sw + q)];
      ph.wts.resize(size_t(p.groups));
      for (Index m = 0; m < p.mg; ++m)
        for (Index i = 0; i < p.kh; ++i)
          for (Index j = 0; j < p.kw; ++j) {
            if (i * p.dh % p.sh != r || j * p.dw % p.sw != q) continue;
            ph.off.push_back(m * lb + F - (i * p.dh / p.sh) * p.wq - j * p.dw / p.sw);
            for (Index g = 0; g < p.groups; ++g)
              for (Index c = 0; c < p.cg; ++c)
                ph.wts[size_t(g)].push_back(wsrc[(((g * p.mg + m) * p.cg + c) * p.kh + i) * p.kw + j]);
          }
    }
  paddle::parallel_for(p.groups * p.n, [&](Index begin, Index end, int) {
    T* wide = scratch<T>(2, p.cg * Lq);
    for (Index gb = begin; gb < end; ++gb) {
      const Index g = gb / p.n, b = gb % p.n;
      for (Index r = 0; r < p.sh; ++r)
        for (Index q = 0; q < p.sw; ++q) {
          const Phase& ph = phases[size_t(r * p.sw + q)];
          corr(dbuf + (b * p.m + g * p.mg) * lb, ph.off.data(), Index(ph.off.size()), ph.wts[size_t(g)].data(),
               p.cg, wide, Lq, Lq);
          // image pixel (y, x) is padded pixel (y + ph, x + pw): plane (r, q) holds those with
          // (y + ph) % sh = r and (x + pw) % sw = q
          const Index y0 = ((r - p.ph) % p.sh + p.sh) % p.sh, x0 = ((q - p.pw) % p.sw + p.sw) % p.sw;
          for (Index c = 0; c < p.cg; ++c) {
            T* o = dxp + (b * p.c + g * p.cg + c) * p.h * p.w;
            const T* plane = wide + c * Lq;
            for (Index y = y0; y < p.h; y += p.sh) {
              const T* in = plane + ((y + p.ph) / p.sh) * p.wq + (x0 + p.pw) / p.sw;
              for (Index x = x0; x < p.w; x += p.sw) o[y * p.w + x] = *in++;
            }
          }
        }
    }
  }, double(p.kg() * p.mg * Lq * p.phases()));
}

// (dx or None, dw or None) of a conv2d.
template <typename T>
py::tuple conv_backward(const py::array& x, py::array_t<T, py::array::c_style | py::array::forcecast> w,
                        const py::array& dout, Index ph, Index pw, Index dh, Index dw, Index groups, bool need_dx,
                        bool need_dw, Index sh, Index sw) {
  const char* who = "conv2d_direct_grad";
  const Kernels<T> kern = kernels<T>();
  const Plan p = plan_of<T>(x, w, sh, sw, ph, pw, dh, dw, groups, kern.isa.vbytes, who);
  require_dtype<T>(dout, who, "dout");
  if (dout.ndim() != 4 || dout.shape(0) != p.n || dout.shape(1) != p.m || dout.shape(2) != p.oh ||
      dout.shape(3) != p.ow)
    throw std::invalid_argument(std::string(who) + ": dout should have shape [" + std::to_string(p.n) + ", " +
                                std::to_string(p.m) + ", " + std::to_string(p.oh) + ", " + std::to_string(p.ow) +
                                "]");
  Index sx[4], sd[4];
  elem_strides<T>(x, sx, who);
  elem_strides<T>(dout, sd, who);
  const Index vl = p.vl;
  // dOut's zeros in front (dx reads back that far), whole vectors: rows stay aligned
  const Index F = round_up(p.qi_max() * p.wq + p.qj_max(), vl);
  const Index Ld = round_up(p.oh * p.wq, vl);  // dOut's wide rows (dw's sums)
  // dx's wide rows: stride 1, the unpadded image rows; else a whole phase plane
  const Index Lx = p.phases() == 1 ? round_up(p.h * p.wp, vl) : round_up(p.hq * p.wq, vl);
  const Index lb = round_up(F + std::max(p.ph * p.wp + Lx, Ld) + vl, vl);  // one dOut plane, front zeros included
  const Index lp = round_up(std::max(Ld + F, p.hq * p.wq) + vl, vl);         // one padded input (phase) plane
  py::object dx_obj = py::none(), dw_obj = py::none();
  py::array_t<T> dxa, dwa;
  if (need_dx) dxa = py::array_t<T>({p.n, p.c, p.h, p.w}), dx_obj = dxa;
  if (need_dw) dwa = py::array_t<T>({p.m, p.cg, p.kh, p.kw}), dw_obj = dwa;
  const T* xsrc = static_cast<const T*>(x.data());
  const T* dsrc = static_cast<const T*>(dout.data());
  const T* wsrc = w.data();
  T* dxp = need_dx ? dxa.mutable_data() : nullptr;
  T* dwp = need_dw ? dwa.mutable_data() : nullptr;
  {
    py::gil_scoped_release release;
    // dOut in wide rows: dbuf[b][m][F + y * wq + x] = dout[b, m, y, x] (x < ow), else 0
    const Index dsize = (p.n * p.m + 8) * lb;  // + spare zero rows
    T* dbuf = scratch<T>(0, dsize);
    std::memset(dbuf + p.n * p.m * lb, 0, sizeof(T) * size_t(dsize - p.n * p.m * lb));  // the spare rows
    paddle::parallel_for(p.n * p.m, [&](Index begin, Index end, int) {
      std::memset(dbuf + begin * lb, 0, sizeof(T) * size_t((end - begin) * lb));
      for (Index bm = begin; bm < end; ++bm) {
        const Index b = bm / p.m, m = bm % p.m;
        const T* plane = dsrc + b * sd[0] + m * sd[1];
        T* row = dbuf + (b * p.m + m) * lb + F;
        for (Index y = 0; y < p.oh; ++y) {
          if (sd[3] == 1) {
            std::memcpy(row + y * p.wq, plane + y * sd[2], sizeof(T) * size_t(p.ow));
          } else {
            for (Index xo = 0; xo < p.ow; ++xo) row[y * p.wq + xo] = plane[y * sd[2] + xo * sd[3]];
          }
        }
      }
    }, double(lb));
    if (need_dw) {
      const Index kg = p.kg(), mpad = round_up(p.mg, kern.isa.mb), kpad = round_up(kg, kern.isa.kb);
      const Index image = p.c * p.phases() * lp;  // one image's phase planes
      T* xp = scratch<T>(1, p.n * image);
      pad_images(xsrc, sx, p, lp, xp);
      const std::vector<Index> off = tap_offsets(p, lp, kpad);
      // a block of rows past mg reads the next group's or image's rows (or dbuf's spare zero rows
      // at the end), and padded taps read tap 0: their sums are dropped
      // each (group, chunk of images) sums into its own block, split across the pool's threads;
      // the chunks' sums are then added in chunk order: the same bits at any thread count
      // images per pass: their planes stay in cache; small images take 16 a pass, as each pass ends
      // in a horizontal sum of every block (a serial chain per lane), dear next to 8 short rows
      const Index chunk = Ld * 8 >= 2048 ? 8 : 16;
      const Index chunks = (p.n + chunk - 1) / chunk, block = mpad * kpad;
      std::vector<T> acc(size_t(groups * chunks * block), T(0));
      paddle::parallel_for(groups * chunks, [&](Index begin, Index end, int) {
        for (Index gc = begin; gc < end; ++gc) {
          const Index g = gc / chunks, b0 = gc % chunks * chunk;
          kern.dots(dbuf + (b0 * p.m + g * p.mg) * lb + F, lb, p.m * lb,
                    xp + b0 * image + g * p.cg * p.phases() * lp, image, std::min(chunk, p.n - b0), off.data(), mpad,
                    kpad, Ld, acc.data() + gc * block);
        }
      }, double(chunk * mpad * kpad * Ld));
      for (Index g = 0; g < groups; ++g)
        for (Index m = 0; m < p.mg; ++m)
          for (Index k = 0; k < kg; ++k) {
            T sum = 0;
            for (Index ch = 0; ch < chunks; ++ch) sum += acc[size_t((g * chunks + ch) * block + m * kpad + k)];
            dwp[(g * p.mg + m) * kg + k] = sum;
          }
    }
    if (need_dx && p.phases() > 1) {
      strided_input_grad(p, wsrc, dbuf, lb, F, Lx, kern.corr, dxp);
    } else if (need_dx) {
      // dx[c][s] = sum_{m, i, j} w[m][c][i][j] * dbuf[m][F + s - i dh wp - j dw], s over the image rows
      const Index km = p.mg * p.kh * p.kw;
      std::vector<Index> off(static_cast<size_t>(km));
      for (Index m = 0; m < p.mg; ++m)
        for (Index i = 0; i < p.kh; ++i)
          for (Index j = 0; j < p.kw; ++j)
            off[size_t((m * p.kh + i) * p.kw + j)] = m * lb + F - i * dh * p.wp - j * dw + p.ph * p.wp;
      std::vector<std::vector<T>> wts;  // wts[g][(m, i, j) * cg + c] = w[g mg + m][c][i][j]
      for (Index g = 0; g < groups; ++g) {
        std::vector<T> wt(size_t(km * p.cg));
        for (Index m = 0; m < p.mg; ++m)
          for (Index c = 0; c < p.cg; ++c)
            for (Index i = 0; i < p.kh; ++i)
              for (Index j = 0; j < p.kw; ++j)
                wt[size_t(((m * p.kh + i) * p.kw + j) * p.cg + c)] =
                    wsrc[(((g * p.mg + m) * p.cg + c) * p.kh + i) * p.kw + j];
        wts.push_back(std::move(wt));
      }
      // (group, image) pairs split across the pool's threads, each with its own wide rows
      paddle::parallel_for(groups * p.n, [&](Index begin, Index end, int) {
        T* wide = scratch<T>(2, p.cg * Lx);
        for (Index gb = begin; gb < end; ++gb) {
          const Index g = gb / p.n, b = gb % p.n;
          kern.corr(dbuf + (b * p.m + g * p.mg) * lb, off.data(), km, wts[size_t(g)].data(), p.cg, wide, Lx, Lx);
          for (Index c = 0; c < p.cg; ++c) {
            T* o = dxp + (b * p.c + g * p.cg + c) * p.h * p.w;
            const T* row = wide + c * Lx + p.pw;
            for (Index y = 0; y < p.h; ++y) std::memcpy(o + y * p.w, row + y * p.wp, sizeof(T) * size_t(p.w));
          }
        }
      }, double(km * p.cg * Lx));
    }
  }
  return py::make_tuple(dx_obj, dw_obj);
}

}  // namespace direct
}  // namespace paddle_conv

using namespace paddle_conv;  // NOLINT: the definitions below name direct::

PADDLE_DEFINE_KERNELS(conv_direct) {
  m.def("conv2d_direct_vector_bytes", [] { return direct::kernels<float>().isa.vbytes; },
        "the vector width the direct convolution runs with here: 64 (AVX-512), 32 (AVX2) or 16 bytes");
  m.def("conv2d_direct_f32", &direct::conv_forward<float>, py::arg("x"), py::arg("w"), py::arg("ph"), py::arg("pw"),
        py::arg("dh"), py::arg("dw"), py::arg("groups"), py::arg("sh") = 1, py::arg("sw") = 1,
        py::arg("shift") = py::none(), py::arg("act") = 0);
  m.def("conv2d_direct_f64", &direct::conv_forward<double>, py::arg("x"), py::arg("w"), py::arg("ph"),
        py::arg("pw"), py::arg("dh"), py::arg("dw"), py::arg("groups"), py::arg("sh") = 1, py::arg("sw") = 1,
        py::arg("shift") = py::none(), py::arg("act") = 0);
  m.def("conv2d_direct_grad_f32", &direct::conv_backward<float>, py::arg("x"), py::arg("w"), py::arg("dout"),
        py::arg("ph"), py::arg("pw"), py::arg("dh"), py::arg("dw"), py::arg("groups"), py::arg("need_dx"),
        py::arg("need_dw"), py::arg("sh") = 1, py::arg("sw") = 1);
  m.def("conv2d_direct_grad_f64", &direct::conv_backward<double>, py::arg("x"), py::arg("w"), py::arg("dout"),
        py::arg("ph"), py::arg("pw"), py::arg("dh"), py::arg("dw"), py::arg("groups"), py::arg("need_dx"),
        py::arg("need_dw"), py::arg("sh") = 1, py::arg("sw") = 1);
}
