# -DHEADWATER_SANITIZE=ON builds everything with AddressSanitizer and UndefinedBehaviorSanitizer, so that
# an out-of-bounds read or undefined arithmetic in any test stops that test with a report.
# scripts/run-sanitized-tests.sh configures, builds and runs the whole suite this way.
option(HEADWATER_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(HEADWATER_SANITIZE)
    # vptr checks need RTTI of every polymorphic class, which libtorch's prebuilt libraries do not all carry.
    set(_headwater_sanitizers -fsanitize=address,undefined -fno-sanitize=vptr -fno-sanitize-recover=undefined
                              -fno-omit-frame-pointer)
    add_compile_options(${_headwater_sanitizers})
    add_link_options(${_headwater_sanitizers})
    message(STATUS "Building with AddressSanitizer and UndefinedBehaviorSanitizer")
endif()
