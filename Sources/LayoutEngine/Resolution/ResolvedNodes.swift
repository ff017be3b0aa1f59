/// The resolved nodes of a pass (`ResolvedTree.nodes`), by index, in chunks that passes share (`ChunkedArray`): a pass
/// that copies a run of the previous pass's nodes to the indices they had (`ResolutionCopies`) holds the previous
/// pass's chunks the run covers whole, so a node of a shared chunk is written only when it changes
/// (`ResolvedTree.adoptCopy`).
typealias ResolvedNodes = ChunkedArray<ResolvedNode>
