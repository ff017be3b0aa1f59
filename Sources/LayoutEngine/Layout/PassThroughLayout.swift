/// A modifier without a layout of its own (`font`, `lineLimit`, `hidden`, `border`, `clipped`,
/// `coordinateSpace`, the preference modifiers, `onChange`): the child's size, spacing, alignment and
/// priority pass through, and the child is placed at its origin with the same proposal.
///
/// - Child proposal: the layer's own.
/// - Preferred size: the child's.
///
/// Reference: `swiftui-semantics.md` §5.4.5 (border), §6 (preferences: no layout effect).
/// Semantics: all. Status: complete; fixtures `modifiers/*`.
struct PassThroughLayout: ChildSizedLayout {}
