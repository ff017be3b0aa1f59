#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Detached POSIX threads with a chosen stack size, for the daemon's modules, which do not link
/// Foundation and its `Thread`.
package enum POSIXThread {
  /// Why a thread could not be started.
  package struct StartError: Error, CustomStringConvertible {
    /// The failing call and its error.
    package var description: String
  }

  /// Starts `body` on a new detached thread with a `stackSize`-byte stack (address space: only the pages used
  /// become resident).
  package static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) throws(StartError) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    var status = pthread_attr_setstacksize(&attributes, stackSize)
    guard status == 0 else { throw StartError(description: "pthread_attr_setstacksize(\(stackSize)): \(status)") }
    status = pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    guard status == 0 else { throw StartError(description: "pthread_attr_setdetachstate: \(status)") }
    let context = Unmanaged.passRetained(Start(body)).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    status = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        let start = Unmanaged<Start>.fromOpaque(context).takeRetainedValue()
        start.body()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Start>.fromOpaque(context).release()
      throw StartError(description: "pthread_create: \(String(cString: strerror(status)))")
    }
  }

  /// What a new thread runs, handed to it through `pthread_create`'s context pointer.
  private final class Start {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
      self.body = body
    }
  }
}
