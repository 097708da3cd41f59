// The one system call Swift's Glibc module does not declare (it needs _GNU_SOURCE).
#if defined(__linux__)
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#elif defined(__APPLE__)
#include <errno.h>
#include <stdio.h>
#else
#include <errno.h>
#endif

#include "CListDocsSystem.h"

int listdocs_exchange_paths(const char *first, const char *second) {
#if defined(__linux__)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}
