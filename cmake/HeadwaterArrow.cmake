# Apache Arrow C++ and Parquet for Headwater, as the target `headwater::arrow`: the libraries and headers
# that PyPI's pyarrow wheel ships, from the same Python environment as libtorch (HEADWATER_PYTHON), so
# Parquet and Arrow files are read by the library that wrote most of them.
#
# Sets HEADWATER_ARROW_VERSION and HEADWATER_ARROW_LIBRARY_DIR (bundled into the package).
include(${CMAKE_CURRENT_LIST_DIR}/HeadwaterPython.cmake)
if(NOT EXISTS "${HEADWATER_PYTHON}")
    message(FATAL_ERROR "No Arrow: ${HEADWATER_PYTHON} does not exist. Run packaging/install-deps.sh")
endif()
execute_process(
    COMMAND "${HEADWATER_PYTHON}" -c
        "import pyarrow as pa; print(pa.get_include()); print(pa.get_library_dirs()[0]); print(pa.__version__)"
    OUTPUT_VARIABLE _arrow_facts OUTPUT_STRIP_TRAILING_WHITESPACE
    RESULT_VARIABLE _arrow_found ERROR_VARIABLE _arrow_error)
if(NOT _arrow_found EQUAL 0)
    message(FATAL_ERROR "${HEADWATER_PYTHON} cannot import pyarrow (${_arrow_error}): run packaging/install-deps.sh")
endif()
string(REPLACE "\n" ";" _arrow_facts "${_arrow_facts}")
list(GET _arrow_facts 0 _arrow_include)
list(GET _arrow_facts 1 HEADWATER_ARROW_LIBRARY_DIR)
list(GET _arrow_facts 2 HEADWATER_ARROW_VERSION)
string(REGEX MATCH "^[0-9]+" _arrow_major "${HEADWATER_ARROW_VERSION}")
# The wheel ships versioned names only (libarrow.so.2600); link them by their full path.
set(_arrow_so_version "${_arrow_major}00")
foreach(library arrow parquet)
    set(_path "${HEADWATER_ARROW_LIBRARY_DIR}/lib${library}.so.${_arrow_so_version}")
    if(NOT EXISTS "${_path}")
        message(FATAL_ERROR "pyarrow ${HEADWATER_ARROW_VERSION} has no ${_path}: run packaging/install-deps.sh")
    endif()
    list(APPEND _arrow_libraries "${_path}")
endforeach()
add_library(headwater::arrow INTERFACE IMPORTED)
target_include_directories(headwater::arrow SYSTEM INTERFACE "${_arrow_include}")
# Arrow's headers use C++20.
target_compile_features(headwater::arrow INTERFACE cxx_std_20)
target_link_libraries(headwater::arrow INTERFACE ${_arrow_libraries})
message(STATUS "Arrow and Parquet ${HEADWATER_ARROW_VERSION} (pyarrow)")
