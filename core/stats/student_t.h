#pragma once

namespace hw {

// Quantiles of the standard normal and of Student's t with `degreesOfFreedom`, for small-sample intervals.
double normalQuantile(double probability);
double studentTQuantile(double probability, double degreesOfFreedom);

} // namespace hw
