/// The parsed form of a selector: a list of complex selectors, each a chain of compound selectors joined by
/// combinators. Names follow CSS Selectors Level 4, whose syntax ours is a subset of.
enum SelectorSyntax {
  /// How a compound relates to the one before it.
  enum Combinator: Hashable, Sendable {
    /// Whitespace: any ancestor.
    case descendant
    /// `>`: the parent.
    case child
  }

  /// How an attribute's value is compared.
  enum AttributeOperator: String, Hashable, Sendable {
    /// `[name]`: the attribute exists.
    case exists = ""
    /// `[name=value]`: equal.
    case equals = "="
    /// `[name*=value]`: contains.
    case contains = "*="
    /// `[name^=value]`: starts with.
    case prefix = "^="
    /// `[name$=value]`: ends with.
    case suffix = "$="
  }

  /// The attributes a node has.
  enum Attribute: String, CaseIterable, Hashable, Sendable {
    /// The node's id.
    case id
    /// Its resolved text (Text, Button title, field text).
    case text
    /// Its view type.
    case view
    /// A preference key one of its modifiers writes or reads.
    case key
    /// The name of one of its modifiers.
    case modifier
  }

  /// One condition of a compound.
  indirect enum Condition: Hashable, Sendable {
    /// `#id`.
    case id(String)
    /// `[name op value]`.
    case attribute(Attribute, AttributeOperator, String)
    /// `:has(...)`: some descendant (or, with a leading `>`, some child) matches one of the relative selectors.
    case has([RelativeSelector])
    /// `:not(...)`: the node matches none of the selectors.
    case not([ComplexSelector])
    /// `:root`.
    case root
  }

  /// A view type (or any) and the conditions the node must meet.
  struct CompoundSelector: Hashable, Sendable {
    /// The view type; nil for `*` or when the compound names no type.
    var type: String?
    /// The other conditions.
    var conditions: [Condition]
  }

  /// Compounds joined by combinators; the last compound is the one that selects.
  struct ComplexSelector: Hashable, Sendable {
    /// The first compound.
    var first: CompoundSelector
    /// Each further compound with the combinator before it.
    var rest: [(Combinator, CompoundSelector)]

    static func == (lhs: ComplexSelector, rhs: ComplexSelector) -> Bool {
      lhs.first == rhs.first && lhs.rest.elementsEqual(rhs.rest) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(first)
      for (combinator, compound) in rest {
        hasher.combine(combinator)
        hasher.combine(compound)
      }
    }
  }

  /// A selector inside `:has(...)`, relative to the node: its descendants, or its children with `>`.
  struct RelativeSelector: Hashable, Sendable {
    /// How the first compound relates to the node.
    var combinator: Combinator
    /// The selector.
    var selector: ComplexSelector
  }
}
