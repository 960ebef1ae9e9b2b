# Read by cpack when it runs: the staged tree only exists then. dpkg-shlibdeps looks for the bundled libtorch
# libraries in the package's own /usr/lib/headwater.
if(CPACK_GENERATOR STREQUAL "DEB")
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS "${CPACK_TEMPORARY_DIRECTORY}/usr/lib/headwater")
endif()
