#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the processor to bring in the cache line `offset` bytes past `base` ahead of a read,
/// without waiting for it: the explorer looks each successor up in its visited set one
/// successor later, and the line arrives while the next successor is generated. Only a hint:
/// it never faults and changes no result. Base and offset apart, so that Swift can pass an
/// array's storage as `base` with no closure (which would retain the array).
static inline void coordcheck_prefetch(const void *base, long offset) {
    __builtin_prefetch((const char *)base + offset, 0, 3);
}

#endif
