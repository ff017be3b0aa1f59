extension Vocabulary {
  /// The modifiers that do not change layout: the "no: drawing only", "no: behaviour/data/presentation" and
  /// "no: navigation/toolbar chrome" rows of `swiftui-usage.md` §3 (a survey of 2,069 view files), split into
  /// drawing, behaviour, accessibility, navigation chrome and presentation. Each is one row: name, category,
  /// the label of its trailing closure where it takes one, and the replacement of a deprecated spelling.
  ///
  /// Not here, because they change layout or the engine follows them: `offset`, `onChange` and
  /// `onPreferenceChange` (see `layoutModifiers`); the style switches (`buttonStyle`, `labelStyle`, …:
  /// `styleModifiers`) and the transforms (`scaleEffect`, `rotationEffect`), which move rendered frames
  /// (`extendedLayoutModifiers`).
  static let layoutNeutralModifiers: [ModifierEntry] =
    neutral(
      .drawing,
      [
        ("foregroundColor", nil, "foregroundStyle"), ("foregroundStyle", nil, nil), ("fill", nil, nil),
        ("cornerRadius", nil, "clipShape"), ("opacity", nil, nil), ("listRowBackground", nil, nil),
        ("renderingMode", nil, nil), ("stroke", nil, nil), ("strokeBorder", nil, nil),
        ("scrollContentBackground", nil, nil), ("shadow", nil, nil), ("clipShape", nil, nil), ("clipped", nil, nil),
        ("hidden", nil, nil), ("border", nil, nil), ("interpolation", nil, nil), ("antialiased", nil, nil),
        ("trim", nil, nil), ("listRowSeparator", nil, nil), ("listRowSeparatorTint", nil, nil),
        ("listSectionSeparator", nil, nil), ("redacted", nil, nil), ("mask", "mask", nil),
        ("containerShape", nil, nil), ("flipsForRightToLeftLayoutDirection", nil, nil), ("accentColor", nil, "tint"),
        ("tint", nil, nil), ("backgroundStyle", nil, nil),
        ("symbolRenderingMode", nil, nil), ("symbolVariant", nil, nil), ("symbolEffect", nil, nil),
        ("zIndex", nil, nil), ("scrollIndicators", nil, nil), ("menuIndicator", nil, nil),
        ("compositingGroup", nil, nil), ("drawingGroup", nil, nil), ("colorMultiply", nil, nil),
        ("colorInvert", nil, nil), ("blendMode", nil, nil), ("blur", nil, nil), ("brightness", nil, nil),
        ("contrast", nil, nil), ("saturation", nil, nil), ("grayscale", nil, nil), ("hueRotation", nil, nil),
        ("luminanceToAlpha", nil, nil), ("buttonBorderShape", nil, nil), ("underline", nil, nil),
        ("strikethrough", nil, nil), ("privacySensitive", nil, nil), ("containerBackground", "content", nil),
        ("glassEffect", nil, nil), ("hoverEffect", nil, nil), ("scrollClipDisabled", nil, nil), ("badge", nil, nil),
        ("widgetAccentable", nil, nil), ("preferredColorScheme", nil, nil),
        ("colorScheme", nil, "preferredColorScheme"), ("matchedGeometryEffect", nil, nil),
      ])
    + neutral(
      .behaviour,
      [
        ("onAppear", "perform", nil), ("onDisappear", "perform", nil), ("task", "action", nil),
        ("environment", nil, nil),
        ("onTapGesture", "perform", nil), ("onLongPressGesture", "perform", nil), ("gesture", nil, nil),
        ("simultaneousGesture", nil, nil), ("highPriorityGesture", nil, nil), ("onReceive", "perform", nil),
        ("onSubmit", "action", nil), ("onHover", "action", nil), ("onDrag", "data", nil), ("onDrop", "perform", nil),
        ("onDelete", "perform", nil), ("onMove", "perform", nil), ("onOpenURL", "perform", nil),
        ("onKeyPress", "action", nil), ("refreshable", "action", nil), ("swipeActions", "content", nil),
        ("contextMenu", "menuItems", nil), ("tag", nil, nil), ("id", nil, nil), ("disabled", nil, nil),
        ("animation", nil, nil), ("transition", nil, nil), ("contentTransition", nil, nil),
        ("contentShape", nil, nil), ("allowsHitTesting", nil, nil), ("environmentObject", nil, nil),
        ("keyboardShortcut", nil, nil), ("keyboardType", nil, nil), ("textSelection", nil, nil),
        ("textInputAutocapitalization", nil, nil), ("autocapitalization", nil, "textInputAutocapitalization"),
        ("autocorrectionDisabled", nil, nil), ("disableAutocorrection", nil, "autocorrectionDisabled"),
        ("textContentType", nil, nil), ("submitLabel", nil, nil), ("focused", nil, nil), ("focusable", nil, nil),
        ("focusedSceneValue", nil, nil), ("focusEffectDisabled", nil, nil), ("help", nil, nil),
        ("sensoryFeedback", nil, nil), ("scrollDismissesKeyboard", nil, nil), ("scrollDisabled", nil, nil),
        ("scrollTargetLayout", nil, nil), ("scrollTargetBehavior", nil, nil), ("scrollPosition", nil, nil),
        ("selectionDisabled", nil, nil), ("listRowHoverEffectDisabled", nil, nil), ("equatable", nil, nil),
        ("widgetURL", nil, nil), ("previewDisplayName", nil, nil), ("previewDevice", nil, nil),
        ("previewInterfaceOrientation", nil, nil), ("interactiveDismissDisabled", nil, nil),
        ("navigationDestination", "destination", nil), ("photosPicker", nil, nil),
        ("fileImporter", "onCompletion", nil), ("fileExporter", "onCompletion", nil),
      ])
    + neutral(
      .accessibility,
      [
        ("accessibilityLabel", nil, nil), ("accessibilityValue", nil, nil), ("accessibilityHint", nil, nil),
        ("accessibilityHidden", nil, nil), ("accessibilityElement", nil, nil), ("accessibilityAddTraits", nil, nil),
        ("accessibilityRemoveTraits", nil, nil), ("accessibilityIdentifier", nil, nil),
        ("accessibilitySortPriority", nil, nil), ("accessibilityAction", "handler", nil),
        ("accessibilityActions", "content", nil), ("accessibilityFocused", nil, nil),
        ("accessibilityInputLabels", nil, nil), ("accessibilityRepresentation", "representation", nil),
        ("accessibilityRespondsToUserInteraction", nil, nil), ("accessibilityShowsLargeContentViewer", nil, nil),
        ("accessibility", nil, "accessibilityLabel"),
      ])
    + neutral(
      .navigationChrome,
      [
        ("navigationTitle", nil, nil), ("navigationBarTitle", nil, "navigationTitle"),
        ("navigationBarTitleDisplayMode", nil, nil), ("toolbarTitleDisplayMode", nil, nil),
        ("navigationBarBackButtonHidden", nil, nil), ("navigationBarHidden", nil, "toolbar"),
        ("navigationBarItems", nil, "toolbar"), ("toolbar", "content", nil), ("toolbarRole", nil, nil),
        ("toolbarBackground", nil, nil), ("toolbarColorScheme", nil, nil), ("toolbarVisibility", nil, nil),
        ("tabItem", "label", nil), ("searchable", nil, nil), ("searchSuggestions", "suggestions", nil),
        ("statusBarHidden", nil, nil), ("persistentSystemOverlays", nil, nil), ("navigationViewStyle", nil, nil),
      ])
    + neutral(
      .presentation,
      [
        ("sheet", "content", nil), ("fullScreenCover", "content", nil), ("popover", "content", nil),
        ("alert", "actions", nil), ("confirmationDialog", "actions", nil), ("presentationDetents", nil, nil),
        ("presentationDragIndicator", nil, nil), ("presentationBackground", nil, nil),
        ("presentationCornerRadius", nil, nil),
      ])

  /// Rows of one category: (name, trailing closure label, modern spelling).
  private static func neutral(_ category: LayoutNeutralCategory, _ rows: [(String, String?, String?)])
    -> [ModifierEntry]
  {
    let reason: String
    switch category {
    case .drawing: reason = "draws differently; the proposal, size and frame are its child's"
    case .behaviour: reason = "adds behaviour or data; the proposal, size and frame are its child's"
    case .accessibility: reason = "describes the view to assistive technologies; no layout effect"
    case .navigationChrome: reason = "configures navigation or toolbar chrome outside the content's layout"
    case .presentation: reason = "presents other content apart from this view's layout"
    }
    return rows.map { name, trailingClosure, modern in
      ModifierEntry(
        name, .layoutNeutral(category), shorthands: [.asWritten], trailingClosureLabel: trailingClosure,
        modernSpelling: modern, source: "swiftui-usage.md §3 (\(category.rawValue)); Apple: \(name) \(reason)")
    }
  }
}
