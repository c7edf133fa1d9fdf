// Lattice — a guard for read-only file mappings: a page of a mapped file that no longer exists (the file was cut
// short by another program while mapped) reads as zeros instead of killing the process with SIGBUS.
//
// A mapping is registered after mmap and unregistered before munmap. On SIGBUS at an address inside a
// registered mapping the handler maps an anonymous zero page over the faulting page and counts the fault; the
// reading code resumes and sees zeros, and its owner finds out through the count (or the file's size) and
// reads the file again. A SIGBUS anywhere else goes to the handler that was installed before this one.
#ifndef LATTICE_PAGE_GUARD_H
#define LATTICE_PAGE_GUARD_H

#include <stddef.h>

/// Registers the mapping of `length` bytes at `base` (installing the SIGBUS handler on first use). Returns a
/// slot for `lattice_page_guard_remove` and `lattice_page_guard_faults`, or -1 when every slot is taken (the
/// caller should not rely on the mapping then).
int lattice_page_guard_add(const void *base, size_t length);

/// Unregisters the mapping in `slot` (before it is unmapped).
void lattice_page_guard_remove(int slot);

/// How many pages of the mapping in `slot` read past the end of its file so far.
unsigned long lattice_page_guard_faults(int slot);

#endif
