import Synchronization

/// A value made on its first use, once, whichever thread asks first (a thread that asks meanwhile waits for it).
///
/// `HandlerRegistry` makes each method's readers and writers this way: finding whether a type conforms to a
/// protocol scans every conformance record of the process the first time it is asked for that type (about
/// 130,000 instructions), so doing it for every method at registration cost a third of the daemon's start-up.
/// Once made, a read is an atomic load and a copy: no lock, and no generic type's metadata looked up, which a
/// `Mutex<Value?>` costs a generic caller on every read.
final class OnceValue<Value: Sendable>: @unchecked Sendable {
  /// Whether `storage` holds the value; set, with release ordering, after it does.
  private let isMade = Atomic(false)
  /// Held while the value is made.
  private let making = Mutex(())
  private let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
  private let make: @Sendable () -> Value

  /// A value `make` makes when it is first read.
  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  deinit {
    if isMade.load(ordering: .acquiring) { storage.deinitialize(count: 1) }
    storage.deallocate()
  }

  /// The value, made now if this is its first use.
  var value: Value {
    if isMade.load(ordering: .acquiring) { return storage.pointee }
    return making.withLock { _ in
      if !isMade.load(ordering: .acquiring) {
        storage.initialize(to: make())
        isMade.store(true, ordering: .releasing)
      }
      return storage.pointee
    }
  }
}
