#if canImport(Glibc)
  import Glibc
#endif

/// Returns the pages of freed heap memory to the system after an update replaced or dropped a tree's history.
///
/// glibc's allocator keeps freed memory for reuse: only the top of each arena shrinks by itself. An update of a big
/// tree frees most of the previous pass's graph and records in the middle of the heap, so without this the daemon's
/// resident memory stays at the update's peak (issue 15: about 100 MiB more after ten edits of the 1,000-row form).
/// `malloc_trim` gives back every whole free page of every arena; memory still in use is untouched.
/// It is looked up at run time: the C library's module does not declare it, and where the allocator has no such
/// function (not glibc) this does nothing.
enum FreedMemory {
  private typealias Trim = @convention(c) (Int) -> Int32

  private static let trim: Trim? = {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
      return unsafeBitCast(symbol, to: Trim.self)
    #else
      return nil
    #endif
  }()

  /// Gives the free pages of the heap back to the system.
  static func returnToSystem() {
    _ = trim?(0)
  }
}
