#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether every mutation of a snapshot or section snapshot ends by checking its invariants (O(n) each time).
///
/// Off unless a debug build runs with `LATTICE_CHECK_INVARIANTS` set in its environment — `make test`, the fuzzer
/// and the sanitizer runs set it — so an app's debug build does not pay a walk over every item for each edit.
/// swift-collections compiles its `_checkInvariants()` in under a flag of its own (`COLLECTIONS_INTERNAL_CHECKS`);
/// here the switch is read at run time, so the tests need no build of their own. Calling `checkInvariants()`
/// directly checks in any debug build.
@usableFromInline
let invariantChecksEnabled: Bool = {
    #if DEBUG
        return getenv("LATTICE_CHECK_INVARIANTS") != nil
    #else
        return false
    #endif
}()

extension Snapshot {
    /// Checks the invariants when `invariantChecksEnabled`: what every mutation ends with.
    @inline(__always)
    @inlinable
    func checkInvariantsIfEnabled() {
        #if DEBUG
            if invariantChecksEnabled { checkInvariants() }
        #endif
    }
}

extension SectionSnapshot {
    /// Checks the invariants when `invariantChecksEnabled`: what every mutation ends with.
    @inline(__always)
    func checkInvariantsIfEnabled() {
        #if DEBUG
            if invariantChecksEnabled { checkInvariants() }
        #endif
    }
}
