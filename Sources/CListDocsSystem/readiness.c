// The Linux readiness calls the preview server's event queue makes (epoll and an eventfd),
// kept here so that Swift needs no Glibc-only declarations. Elsewhere each returns -1 with
// errno ENOSYS.
#if defined(__linux__)
#include <errno.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>
#else
#include <errno.h>
#endif

#include "CListDocsSystem.h"

int listdocs_readiness_open(void) {
#if defined(__linux__)
    return epoll_create1(EPOLL_CLOEXEC);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int listdocs_wakeup_open(void) {
#if defined(__linux__)
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int listdocs_wakeup_signal(int wakeup) {
#if defined(__linux__)
    return eventfd_write(wakeup, 1);
#else
    errno = ENOSYS;
    return -1;
#endif
}

#if defined(__linux__)
static unsigned int listdocs_epoll_mask(int wants) {
    unsigned int mask = EPOLLET;
    if (wants & LISTDOCS_READABLE) mask |= EPOLLIN;
    if (wants & LISTDOCS_WRITABLE) mask |= EPOLLOUT;
    return mask;
}

static int listdocs_epoll_ctl(int queue, int operation, int descriptor, int wants) {
    struct epoll_event event = {0};
    event.events = listdocs_epoll_mask(wants);
    event.data.fd = descriptor;
    return epoll_ctl(queue, operation, descriptor, &event);
}
#endif

int listdocs_readiness_watch(int queue, int descriptor, int wants) {
#if defined(__linux__)
    if (wants == 0) {
        if (listdocs_epoll_ctl(queue, EPOLL_CTL_DEL, descriptor, 0) == 0) return 0;
        // Closed already (the kernel forgot it then), or a new socket under the same number
        // that was never watched: either way nothing is watched now.
        return (errno == ENOENT || errno == EBADF) ? 0 : -1;
    }
    if (listdocs_epoll_ctl(queue, EPOLL_CTL_MOD, descriptor, wants) == 0) return 0;
    if (errno != ENOENT) return -1;
    return listdocs_epoll_ctl(queue, EPOLL_CTL_ADD, descriptor, wants);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int listdocs_readiness_wait(int queue, int *descriptors, int *happened, int capacity) {
#if defined(__linux__)
    struct epoll_event events[64];
    if (capacity > 64) capacity = 64;
    int count = epoll_wait(queue, events, capacity, -1);
    if (count < 0) return errno == EINTR ? 0 : -1;
    for (int index = 0; index < count; index++) {
        unsigned int got = events[index].events;
        int flags = 0;
        if (got & EPOLLIN) flags |= LISTDOCS_READABLE;
        if (got & EPOLLOUT) flags |= LISTDOCS_WRITABLE;
        if (got & (EPOLLHUP | EPOLLRDHUP)) flags |= LISTDOCS_HUNG_UP;
        if (got & (EPOLLERR | EPOLLPRI)) flags |= LISTDOCS_FAILED;
        descriptors[index] = events[index].data.fd;
        happened[index] = flags;
    }
    return count;
#else
    errno = ENOSYS;
    return -1;
#endif
}
