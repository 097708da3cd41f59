#ifndef CLISTDOCS_SYSTEM_H
#define CLISTDOCS_SYSTEM_H

/// Exchanges the two paths in one atomic step: each name afterwards refers to what the
/// other referred to. Both must exist. Linux: renameat2(RENAME_EXCHANGE); macOS:
/// renamex_np(RENAME_SWAP). Returns 0, or -1 with errno set (ENOSYS, EINVAL or ENOTSUP
/// where the system or the file system cannot exchange).
int listdocs_exchange_paths(const char *first, const char *second);

#endif
