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

  /// Starts `body` on a new detached thread named `name` with a `stackSize`-byte stack (address space: only the
  /// pages used become resident). Linux keeps a thread name's first 15 bytes.
  package static func start(name: String, stackSize: Int, _ body: @escaping @Sendable () -> Void) throws(StartError) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    var status = pthread_attr_setstacksize(&attributes, stackSize)
    guard status == 0 else { throw StartError(description: "pthread_attr_setstacksize(\(stackSize)): \(status)") }
    status = pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    guard status == 0 else { throw StartError(description: "pthread_attr_setdetachstate: \(status)") }
    let context = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
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
        start.run()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Start>.fromOpaque(context).release()
      throw StartError(description: "pthread_create: \(String(cString: strerror(status)))")
    }
  }

  /// What a new thread runs and its name, handed to it through `pthread_create`'s context pointer.
  private final class Start {
    let name: String
    let body: @Sendable () -> Void

    init(name: String, body: @escaping @Sendable () -> Void) {
      self.name = name
      self.body = body
    }

    /// Names the thread, then runs the body.
    func run() {
      nameCurrentThread()
      body()
    }

    /// Names the calling thread, as `top -H`, `ps -L` and debuggers show it; a failure only loses the name.
    private func nameCurrentThread() {
      #if canImport(Glibc)
        let bytes = Array(name.utf8.prefix(15))
        if let setName = POSIXThread.setThreadName {
          _ = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { text in
            text.baseAddress.map { setName(pthread_self(), $0) }
          }
          return
        }
        // Linux also names the calling thread through this file (about 13 µs where the call takes 0.3 µs: procfs
        // looks up the thread's directory).
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = POSIX.writeAll(descriptor, bytes)
        close(descriptor)
      #elseif canImport(Darwin)
        _ = pthread_setname_np(name)
      #endif
    }
  }

  #if canImport(Glibc)
    /// Glibc's `pthread_setname_np`, which its Swift module leaves out (glibc declares it only for `_GNU_SOURCE`),
    /// found by name once; nil when the C library has none. For the calling thread it is one `prctl`.
    private static let setThreadName = POSIX.libraryFunction(
      "pthread_setname_np", as: (@convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32).self)
  #endif
}
