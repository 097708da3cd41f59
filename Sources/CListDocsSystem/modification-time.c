// Modification times, read the same way on Linux and macOS.
#include "CListDocsSystem.h"
#include <sys/stat.h>

long long listdocs_modification_time(const char *path) {
    struct stat info;
    if (stat(path, &info) != 0) return -1;
#if defined(__APPLE__)
    return (long long)info.st_mtimespec.tv_sec * 1000000000LL + info.st_mtimespec.tv_nsec;
#else
    return (long long)info.st_mtim.tv_sec * 1000000000LL + info.st_mtim.tv_nsec;
#endif
}
