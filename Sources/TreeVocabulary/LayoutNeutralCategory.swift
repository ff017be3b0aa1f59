/// Why a layout-neutral modifier has no layout effect (the "no" rows of `swiftui-usage.md` §3).
package enum LayoutNeutralCategory: String, Hashable, Sendable, CaseIterable {
  /// It only changes how the view is drawn: colours, styles, clipping, shadows, opacity, effects.
  case drawing
  /// It adds behaviour or data: gestures, lifecycle callbacks, animations, identity, focus, input traits.
  case behaviour
  /// It describes the view to assistive technologies.
  case accessibility
  /// It configures navigation bars, toolbars, tabs or search fields: chrome outside the content's layout.
  case navigationChrome
  /// It presents other content (sheets, alerts, popovers, menus), laid out apart from this view.
  case presentation
}
