#pragma once

#include <QString>

namespace hw {

// A probability as people read it: 3 significant digits (0.312, 0.0456, 0.00123), and below 0.001 in
// scientific notation (4.56e-04), so the small probabilities of a small vocabulary's spread stay readable
// instead of all reading 0.000. Every place that prints a probability (CLI and studio) uses this one.
QString probabilityText(double p);

} // namespace hw
