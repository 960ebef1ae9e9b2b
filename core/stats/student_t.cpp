#include "core/stats/student_t.h"

#include <cmath>
#include <functional>

namespace hw {

namespace {

// The x in [low, high] where the increasing `cdf` reaches `probability`.
double invert(const std::function<double(double)>& cdf, double probability, double low, double high) {
    for (int i = 0; i < 200; ++i) {
        const double middle = 0.5 * (low + high);
        (cdf(middle) < probability ? low : high) = middle;
    }
    return 0.5 * (low + high);
}

double studentTCdf(double t, double nu) {
    // 0.5 + the integral of the density from 0 to t (Simpson's rule, the density being smooth and bounded).
    const double logNorm = std::lgamma((nu + 1) / 2) - std::lgamma(nu / 2) - 0.5 * std::log(nu * M_PI);
    auto density = [&](double x) { return std::exp(logNorm - (nu + 1) / 2 * std::log1p(x * x / nu)); };
    const int n = 4000;
    const double h = std::abs(t) / n;
    double sum = density(0) + density(std::abs(t));
    for (int i = 1; i < n; ++i)
        sum += density(i * h) * (i % 2 ? 4 : 2);
    const double half = sum * h / 3;
    return t >= 0 ? 0.5 + half : 0.5 - half;
}

} // namespace

double normalQuantile(double probability) {
    return invert([](double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }, probability, -40, 40);
}

double studentTQuantile(double probability, double degreesOfFreedom) {
    return invert([&](double t) { return studentTCdf(t, degreesOfFreedom); }, probability, -1000, 1000);
}

} // namespace hw
