# HEADWATER_PYTHON: the Python environment that packaging/install-deps.sh creates outside the clone. It
# holds the libraries the build takes from PyPI wheels (libtorch, Arrow and Parquet) and the reference stack
# the tests compare against.
if(DEFINED ENV{HEADWATER_DEPS})
    set(_headwater_deps "$ENV{HEADWATER_DEPS}")
else()
    set(_headwater_deps "$ENV{HOME}/.local/share/headwater-deps")
endif()
set(HEADWATER_PYTHON "${_headwater_deps}/venv/bin/python" CACHE FILEPATH
    "Python of the reference environment (torch, pyarrow, transformers, tokenizers, scikit-learn, onnx, onnxruntime)")
