// See include/page_guard.h.
#define _GNU_SOURCE
#include "page_guard.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { slot_count = 256 };

struct guarded_mapping {
    _Atomic(uintptr_t) base;   // 0: the slot is free
    _Atomic(size_t) length;
    _Atomic(unsigned long) faults;
};

static struct guarded_mapping mappings[slot_count];
static struct sigaction previous;
static uintptr_t page_size;
static pthread_once_t installed = PTHREAD_ONCE_INIT;
/// Serialises adding and removing (the handler reads the slots without it).
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;

static void on_sigbus(int signal_number, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int slot = 0; slot < slot_count; slot++) {
        uintptr_t base = atomic_load(&mappings[slot].base);
        if (base == 0 || address < base || address - base >= atomic_load(&mappings[slot].length)) continue;
        // mmap is a system call, safe here; the zero page stays until the mapping is unmapped.
        void *page = mmap((void *)(address & ~(page_size - 1)), page_size, PROT_READ,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (page != MAP_FAILED) {
            atomic_fetch_add(&mappings[slot].faults, 1);
            return;   // the read is retried, and sees zeros
        }
        break;
    }
    // Not a guarded mapping's: what was there before (the Swift runtime's crash report, or the default).
    if (previous.sa_flags & SA_SIGINFO) {
        previous.sa_sigaction(signal_number, info, context);
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal_number);
    } else {
        signal(SIGBUS, SIG_DFL);   // the faulting instruction runs again and ends the process as it would have
    }
}

static void install(void) {
    page_size = (uintptr_t)sysconf(_SC_PAGESIZE);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_sigbus;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previous);
}

int lattice_page_guard_add(const void *base, size_t length) {
    pthread_once(&installed, install);
    pthread_mutex_lock(&slots_lock);
    int found = -1;
    for (int slot = 0; slot < slot_count && found < 0; slot++) {
        if (atomic_load(&mappings[slot].base) != 0) continue;
        // The length is stored before the base publishes the slot to the handler.
        atomic_store(&mappings[slot].length, length);
        atomic_store(&mappings[slot].faults, 0);
        atomic_store(&mappings[slot].base, (uintptr_t)base);
        found = slot;
    }
    pthread_mutex_unlock(&slots_lock);
    return found;
}

void lattice_page_guard_remove(int slot) {
    if (slot < 0 || slot >= slot_count) return;
    pthread_mutex_lock(&slots_lock);
    atomic_store(&mappings[slot].base, 0);
    pthread_mutex_unlock(&slots_lock);
}

unsigned long lattice_page_guard_faults(int slot) {
    if (slot < 0 || slot >= slot_count) return 0;
    return atomic_load(&mappings[slot].faults);
}
