/// What evaluations read, wrote and printed, in order, for provenance ("frame(width: labelWidth) read
/// labelWidth = 71.333…") and for showing what the app would print.
///
/// Only host variables are recorded: locals, closure parameters and the `value` of a reduce body are the
/// program's own business. A read through a binding (`width.wrappedValue`) is recorded under the host variable
/// the binding refers to, with the binding's name in `through`.
public struct EvaluationLog: Hashable, Sendable {
  /// Every read of a host variable.
  public var reads: [VariableRead] = []
  /// Every write of a host variable.
  public var writes: [VariableWrite] = []
  /// Every `print`.
  public var prints: [PrintedOutput] = []

  /// Creates an empty log.
  public init() {}

  /// Everything printed, terminators included, as a terminal would show it.
  public var printedText: String {
    prints.map { $0.text + $0.terminator }.joined()
  }

  /// Whether nothing was recorded.
  public var isEmpty: Bool { reads.isEmpty && writes.isEmpty && prints.isEmpty }

  /// Forgets everything recorded.
  public mutating func removeAll() {
    reads.removeAll(keepingCapacity: true)
    writes.removeAll(keepingCapacity: true)
    prints.removeAll(keepingCapacity: true)
  }
}

/// A read of a host variable.
public struct VariableRead: Hashable, Sendable {
  /// The host variable read.
  public var name: String
  /// The value read.
  public var value: Value
  /// The host variable holding the binding the read went through (`width` in `width.wrappedValue`), if any.
  public var through: String?
  /// The reading expression's range in `source`.
  public var range: SourceRange
  /// The source text of the reading expression.
  public var source: SourceText

  /// The reading expression as written (`labelWidth`, `width.wrappedValue`).
  public var excerpt: String { source.text(of: range) }
}

/// A write of a host variable.
public struct VariableWrite: Hashable, Sendable {
  /// The host variable written.
  public var name: String
  /// Its value before.
  public var oldValue: Value
  /// Its value after.
  public var newValue: Value
  /// The range of the writing statement or call in `source`.
  public var range: SourceRange
  /// The source text of the writing code.
  public var source: SourceText

  /// The writing code as written (`labelWidth = $0`).
  public var excerpt: String { source.text(of: range) }
}

/// One `print` call's output.
public struct PrintedOutput: Hashable, Sendable {
  /// The items' descriptions joined by the separator.
  public var text: String
  /// The terminator (`"\n"` unless the call said otherwise).
  public var terminator: String
  /// The range of the `print` call in `source`.
  public var range: SourceRange
  /// The source text of the call.
  public var source: SourceText
}
