import ArgumentParser
import LatticeViewer

/// `--layout list|grid|columns`, in the benchmarks and in `lattice render`.
extension ViewMode: ExpressibleByArgument {}
