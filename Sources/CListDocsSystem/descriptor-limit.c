// The descriptor limit, read the same way on Linux and macOS.
#include "CListDocsSystem.h"
#include <sys/resource.h>

long long listdocs_descriptor_limit(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return -1;
    return (long long)limit.rlim_cur;
}
