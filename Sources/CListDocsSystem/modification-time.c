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

int listdocs_file_signature(const char *path, int follow_links, long long fields[6]) {
    struct stat info;
    if ((follow_links ? stat(path, &info) : lstat(path, &info)) != 0) return -1;
#if defined(__APPLE__)
    const struct timespec modified = info.st_mtimespec, changed = info.st_ctimespec;
#else
    const struct timespec modified = info.st_mtim, changed = info.st_ctim;
#endif
    fields[0] = (long long)info.st_dev;
    fields[1] = (long long)info.st_ino;
    fields[2] = (long long)info.st_mode;
    fields[3] = (long long)info.st_size;
    fields[4] = (long long)modified.tv_sec * 1000000000LL + modified.tv_nsec;
    fields[5] = (long long)changed.tv_sec * 1000000000LL + changed.tv_nsec;
    return 0;
}
