# libtorch for Headwater, as the target `headwater::torch`.
#
# By default it comes from PyPI's CUDA-enabled torch wheel in the Python environment that
# packaging/install-deps.sh creates (the same environment holds the reference stack the tests compare
# against). The wheel carries its CUDA libraries and headers, so no CUDA toolkit is needed to build, and a
# toolkit that is installed (another CUDA version) is kept out of the link. -DTorch_DIR=... (the official
# libtorch archive) overrides it and goes through torch's own CMake package.
#
# Sets HEADWATER_TORCH_VERSION and HEADWATER_TORCH_CUDA (ON when libtorch was built with CUDA).
include(${CMAKE_CURRENT_LIST_DIR}/HeadwaterPython.cmake)
set(_headwater_min_torch 2.4)
add_library(headwater::torch INTERFACE IMPORTED)

if(Torch_DIR)
    find_package(Torch REQUIRED)
    target_link_libraries(headwater::torch INTERFACE ${TORCH_LIBRARIES})
    set(HEADWATER_TORCH_VERSION "${Torch_VERSION}")
    get_filename_component(_torch_archive_lib "${Torch_DIR}/../../../lib" ABSOLUTE)
    set(HEADWATER_TORCH_BUNDLE_DIRS "${_torch_archive_lib}")
    if(TORCH_CUDA_LIBRARIES)
        set(HEADWATER_TORCH_CUDA ON)
    endif()
else()
    if(NOT EXISTS "${HEADWATER_PYTHON}")
        message(FATAL_ERROR "No libtorch: ${HEADWATER_PYTHON} does not exist. Run packaging/install-deps.sh, "
                            "or pass -DTorch_DIR=<libtorch>/share/cmake/Torch")
    endif()
    execute_process(
        COMMAND "${HEADWATER_PYTHON}" -c
            "import os, torch; print(os.path.dirname(torch.__file__)); print(torch.__version__.split('+')[0]); print(torch.version.cuda or '')"
        OUTPUT_VARIABLE _torch_facts OUTPUT_STRIP_TRAILING_WHITESPACE
        RESULT_VARIABLE _torch_found ERROR_VARIABLE _torch_error)
    if(NOT _torch_found EQUAL 0)
        message(FATAL_ERROR "${HEADWATER_PYTHON} cannot import torch (${_torch_error}): run packaging/install-deps.sh")
    endif()
    string(REPLACE "\n" ";" _torch_facts "${_torch_facts}")
    list(GET _torch_facts 0 _torch_root)
    list(GET _torch_facts 1 HEADWATER_TORCH_VERSION)
    list(LENGTH _torch_facts _torch_fact_count)
    set(_torch_cuda_version "")
    if(_torch_fact_count GREATER 2)
        list(GET _torch_facts 2 _torch_cuda_version)
    endif()

    set(_torch_lib "${_torch_root}/lib")
    # What an installed package must carry along: the wheel's libraries and its CUDA libraries beside it.
    get_filename_component(_site_packages "${_torch_root}/.." ABSOLUTE)
    set(HEADWATER_TORCH_BUNDLE_DIRS "${_torch_lib}" "${_site_packages}/nvidia")
    target_include_directories(headwater::torch SYSTEM INTERFACE
        "${_torch_root}/include" "${_torch_root}/include/torch/csrc/api/include")
    # libtorch 2.x headers need C++20 from the files that include them.
    target_compile_features(headwater::torch INTERFACE cxx_std_20)
    target_compile_definitions(headwater::torch INTERFACE USE_DISTRIBUTED USE_C10D_GLOO)
    target_link_libraries(headwater::torch INTERFACE
        "${_torch_lib}/libtorch.so" "${_torch_lib}/libtorch_cpu.so" "${_torch_lib}/libc10.so")
    if(_torch_cuda_version AND EXISTS "${_torch_lib}/libtorch_cuda.so")
        set(HEADWATER_TORCH_CUDA ON)
        # The wheel's CUDA headers and libraries live beside torch in site-packages/nvidia/*.
        file(GLOB _nvidia_includes LIST_DIRECTORIES true "${_torch_root}/../nvidia/*/include")
        file(GLOB _nvidia_libs LIST_DIRECTORIES true "${_torch_root}/../nvidia/*/lib")
        target_include_directories(headwater::torch SYSTEM INTERFACE ${_nvidia_includes})
        target_compile_definitions(headwater::torch INTERFACE USE_C10D_NCCL)
        # Nothing in Headwater calls libtorch_cuda directly (it registers the CUDA backend when loaded), so
        # an --as-needed linker would drop it and CUDA devices would go unseen.
        string(REPLACE ";" ":" _nvidia_path "${_nvidia_libs}")
        target_link_libraries(headwater::torch INTERFACE
            "-Wl,--no-as-needed" "${_torch_lib}/libtorch_cuda.so" "${_torch_lib}/libc10_cuda.so" "-Wl,--as-needed"
            # libtorch_cuda's own dependencies resolve to the wheel's CUDA libraries, never a system toolkit's.
            "-Wl,-rpath-link,${_nvidia_path}")
    endif()
endif()

# libtorch's c10d headers for Gloo include Gloo's own, which the wheel does not ship; Gloo itself is inside
# libtorch_cpu.
find_path(HEADWATER_GLOO_INCLUDE_DIR gloo/algorithm.h)
if(NOT HEADWATER_GLOO_INCLUDE_DIR)
    message(FATAL_ERROR "Gloo's headers are missing (Debian: libgloo-dev): run packaging/install-deps.sh")
endif()
target_include_directories(headwater::torch SYSTEM INTERFACE "${HEADWATER_GLOO_INCLUDE_DIR}")

if(HEADWATER_TORCH_VERSION VERSION_LESS _headwater_min_torch)
    message(FATAL_ERROR "Headwater needs libtorch ${_headwater_min_torch} or newer (found ${HEADWATER_TORCH_VERSION}); "
                        "run packaging/install-deps.sh")
endif()
if(HEADWATER_TORCH_CUDA)
    message(STATUS "libtorch ${HEADWATER_TORCH_VERSION}, built with CUDA ${_torch_cuda_version}")
else()
    message(STATUS "libtorch ${HEADWATER_TORCH_VERSION}, CPU only")
endif()
