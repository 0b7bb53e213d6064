// Elementwise math that vectorises, shared by the C++ kernels (activation.cc, lstm.cc): exp and
// tanh written out (Cephes' range reduction and polynomials, branch-free), float and double, so
// that a loop calling them is vectorised (a loop calling libm's expf runs one element at a time).
//
// A file including this wraps its loops in the same options (no-trapping-math) so these inline
// into them: push_options / optimize("no-trapping-math") / pop_options, as activation.cc does.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

// A hot loop compiled for AVX-512 and AVX2 + FMA beside the default, picked at load time.
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(__clang__)
#define PADDLE_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define PADDLE_CLONES
#endif

namespace paddle_math {

// Without trapping math the compiler may compute both sides of a `?:` on floats (a select),
// which a vectorised loop needs; nothing here reads the floating-point exception flags.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

// Inside these options, the <cmath> wrappers of float functions (declared outside) are calls
// that stop vectorisation: the builtins they wrap are used directly.
#if defined(__GNUC__)
inline float abs_of(float v) { return __builtin_fabsf(v); }
inline double abs_of(double v) { return __builtin_fabs(v); }
inline float sign_of(float mag, float sgn) { return __builtin_copysignf(mag, sgn); }
inline double sign_of(double mag, double sgn) { return __builtin_copysign(mag, sgn); }
#else
template <typename T> T abs_of(T v) { return std::fabs(v); }
template <typename T> T sign_of(T mag, T sgn) { return std::copysign(mag, sgn); }
#endif

inline float bits_to_float(int32_t b) { float f; std::memcpy(&f, &b, sizeof f); return f; }
inline int32_t float_to_bits(float f) { int32_t b; std::memcpy(&b, &f, sizeof b); return b; }
inline double bits_to_double(int64_t b) { double f; std::memcpy(&f, &b, sizeof f); return f; }
inline int64_t double_to_bits(double f) { int64_t b; std::memcpy(&b, &f, sizeof b); return b; }

// e^x: x = n ln2 + r, |r| <= ln2 / 2; e^r by a polynomial; 2^n built from its exponent bits in
// two halves, so results in the subnormal range and overflow to inf come out right.
inline float exp_fast(float x) {
  x = x < -104.0f ? -104.0f : x;  // beyond, e^x is 0 (inf) in float: n stays small
  x = x > 89.0f ? 89.0f : x;      // NaN passes both comparisons and stays NaN
  const float magic = 12582912.0f;  // 1.5 * 2^23: adding it rounds to an integer
  const float t = x * 1.44269504088896341f + magic;
  const float n = t - magic;
  const int32_t ni = float_to_bits(t) - float_to_bits(magic);
  float r = x - n * 0.693359375f;
  r = r - n * -2.12194440e-4f;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  p = p * (r * r) + r + 1.0f;
  const int32_t n1 = ni >> 1, n2 = ni - n1;
  return p * bits_to_float((n1 + 127) << 23) * bits_to_float((n2 + 127) << 23);
}

inline double exp_fast(double x) {
  x = x < -746.0 ? -746.0 : x;
  x = x > 710.0 ? 710.0 : x;
  const double magic = 6755399441055744.0;  // 1.5 * 2^52
  const double t = x * 1.4426950408889634074 + magic;
  const double n = t - magic;
  const int64_t ni = double_to_bits(t) - double_to_bits(magic);
  double r = x - n * 6.93145751953125e-1;
  r = r - n * 1.42860682030941723212e-6;
  // Taylor series to r^13 / 13!: below half an ulp for |r| <= ln2 / 2
  double p = 1.0 / 6227020800.0;
  p = p * r + 1.0 / 479001600.0;
  p = p * r + 1.0 / 39916800.0;
  p = p * r + 1.0 / 3628800.0;
  p = p * r + 1.0 / 362880.0;
  p = p * r + 1.0 / 40320.0;
  p = p * r + 1.0 / 5040.0;
  p = p * r + 1.0 / 720.0;
  p = p * r + 1.0 / 120.0;
  p = p * r + 1.0 / 24.0;
  p = p * r + 1.0 / 6.0;
  p = p * r + 0.5;
  p = p * (r * r) + r + 1.0;
  const int64_t n1 = ni >> 1, n2 = ni - n1;
  return p * bits_to_double((n1 + 1023) << 52) * bits_to_double((n2 + 1023) << 52);
}

// double: a rational function below 0.625 (Cephes), where 1 - 2 / (e^2|x| + 1) would cancel;
// that formula above, with the sign of x.
// float: a rational minimax approximation on [-7.9, 7.9] (Eigen's generic_fast_tanh_float),
// where tanh is 1 to float precision beyond; no exp, so one division per element.
inline float tanh_fast(float x) {
  const float c = x < -7.90531110763549805f ? -7.90531110763549805f : x > 7.90531110763549805f ? 7.90531110763549805f : x;
  const float z = c * c;
  float p = -2.76076847742355e-16f;
  p = p * z + 2.00018790482477e-13f;
  p = p * z - 8.60467152213735e-11f;
  p = p * z + 5.12229709037114e-08f;
  p = p * z + 1.48572235717979e-05f;
  p = p * z + 6.37261928875436e-04f;
  p = p * z + 4.89352455891786e-03f;
  float q = 1.19825839466702e-06f;
  q = q * z + 1.18534705686654e-04f;
  q = q * z + 2.26843463243900e-03f;
  q = q * z + 4.89352518554385e-03f;
  const float r = c * p / q;
  return abs_of(x) < 0.0004f ? x : r;  // tanh(x) is x to float precision there
}

inline double tanh_fast(double x) {
  const double a = abs_of(x) < 20.0 ? abs_of(x) : 20.0;  // tanh is 1 in double beyond 19.1
  const double z = x * x;
  const double p = (-9.64399179425052238628e-1 * z - 9.92877231001918586564e1) * z - 1.61468768441708447952e3;
  const double q = ((z + 1.12811678491632931402e2) * z + 2.23548839060100448583e3) * z + 4.84406305325125486048e3;
  const double e = exp_fast(2.0 * a);
  // one division: x + x z p / q = (x q + x z p) / q below 0.625, (e - 1) / (e + 1) above
  const bool small = a < 0.625;
  const double num = small ? x * q + x * z * p : sign_of(e - 1.0, x);
  const double den = small ? q : e + 1.0;
  return num / den;
}

// erf in float (kernels/cpp/erf.cc has the fit's story and its tests):
//   |x| < 1:  erf(x) = x P(x^2), P of degree 6;
//   |x| >= 1: erf(x) = 1 - e^(-x^2) Q(1/x), Q of degree 10 (erfc(x) e^(x^2) is smooth in 1/x).
constexpr float kErfSmall[] = {1.1283791065216064f,    -0.3761262595653534f,    0.1128358244895935f,
                               -0.026853688061237335f, 0.005188094452023506f,   -0.0008008152362890542f,
                               7.84713847679086e-05f};
constexpr float kErfLarge[] = {2.5963288862840272e-05f, 0.5637192130088806f,   0.00301590864546597f,
                               -0.2851888835430145f,    -0.0692591592669487f,  0.8994634747505188f,
                               -1.524017572402954f,     1.4239656925201416f,   -0.8105772733688354f,
                               0.26465198397636414f,    -0.038215748965740204f};

template <int N>
inline float horner(const float (&c)[N], float v) {
  float p = c[N - 1];
  for (int k = N - 2; k >= 0; --k) p = p * v + c[k];  // fully unrolled
  return p;
}

// erfc(a) = e^(-a^2) Q(1/a) for a >= 1, in relative terms (no 1 - erf cancelling); a clamped to
// `top` (NaN takes `top`: callers pass NaN through themselves)
inline float erfc_tail(float a, float top) {
  const float c = a < top ? a : top;
  return exp_fast(-(c * c)) * horner(kErfLarge, 1.0f / c);
}

// erf(x), within 2.5 ulp, branch-free (both halves computed, one selected): it vectorises
inline float erf_fast(float x) {
  const float a = abs_of(x);
  const float small = a * horner(kErfSmall, a * a);
  const float large = 1.0f - erfc_tail(a, 4.0f);  // past 4, erf is 1 in float
  const float r = a < 1.0f ? small : (large < 1.0f ? large : 1.0f);
  return x != x ? x : sign_of(r, x);
}

// 1 + erf(x / sqrt 2) = 2 Phi(x), GELU's, without the cancellation of 1 + erf in the left tail:
// there it is erfc(|x| / sqrt 2) = e^(-x^2 / 2) Q(sqrt 2 / |x|), with x^2 taken exactly (|x| =
// top + (|x| - top), top the 12 leading bits of |x|, top^2 exact in float): the rounding of x /
// sqrt 2 or of x * x would come out x^2 / 2 times larger in the exponential (30 ulp at x = -5).
// 0 past x = -10 sqrt 2.
inline float twice_normal_cdf(float x) {
  const float z = x * 0.70710678118654752f, a = abs_of(z);
  const float c = a < 10.0f ? a : 10.0f;  // NaN takes 10: passed through below
  const float m = abs_of(x) < 14.142135f ? abs_of(x) : 14.142135f;
  const float top = bits_to_float(float_to_bits(m) & int32_t(0xFFFFF000u));
  const float e = exp_fast(-0.5f * (top * top)) * exp_fast(0.5f * ((top - m) * (top + m)));
  const float erfc_a = a < 1.0f ? 1.0f - a * horner(kErfSmall, a * a) : (a < 10.0f ? e * horner(kErfLarge, 1.0f / c) : 0.0f);
  const float r = z < 0.0f ? erfc_a : 2.0f - erfc_a;
  return x != x ? x : r;
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

}  // namespace paddle_math
