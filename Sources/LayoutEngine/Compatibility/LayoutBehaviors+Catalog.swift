import JSONCore

extension LayoutBehaviors {
  /// Every named behaviour, documented.
  public static let catalog: [BehaviorInfo] = [
    BehaviorInfo(
      name: "geometryReaderUnspecifiedSize", summary: "size of a GeometryReader on an axis proposed nil",
      defaultValue: "0", alternatives: "any non-negative number (10 per one user report)",
      source: "OpenSwiftUI GeometryReader.swift (iOS 14+); swiftui-semantics.md §5.8; control-sizes.md §3, §9.6",
      confidence: .low),
    BehaviorInfo(
      name: "textToTextSpacing", summary: "default gap between two Texts stacked in a VStack",
      defaultValue: "\"fontLeading\"", alternatives: "\"standard\" (8 pt)",
      source: "OpenSwiftUI Text+Spacing.swift, Spacing.swift; swiftui-semantics.md §3.1; control-sizes.md §9.7",
      confidence: .low),
    BehaviorInfo(
      name: "zStackSizing", summary: "how a ZStack sizes itself",
      defaultValue: "null (by semantics: \"unionOfAlignedFrames\" before v4, \"maxOfTopPriority\" from v4)",
      alternatives: "\"maxOfTopPriority\", \"unionOfAlignedFrames\"",
      source:
        "Mark van Wijnen, \"How to Use Alignments in SwiftUI — Z-Stack Alignment\" (2022, iOS 15, screenshots: the "
        + "union); OpenSwiftUI ZStack.swift (audited 6.4.41, iOS 18: the largest child); swiftui-semantics.md §3.4, "
        + "§9.3",
      confidence: .low),
    BehaviorInfo(
      name: "lastTextBaselineCombination", summary: "how containers combine children's last text baselines",
      defaultValue: "\"maximum\"", alternatives: "\"minimum\" (OpenSwiftUI's code)",
      source:
        "Apple documentation of VerticalAlignment.combineExplicit(_:) (lastTextBaseline returns the maximum); "
        + "OpenSwiftUI AlignmentGuide.swift uses the minimum; swiftui-semantics.md §3.3, §9.5",
      confidence: .medium),
    BehaviorInfo(
      name: "layoutPriorityPropagation", summary: "whether layoutPriority survives later modifiers",
      defaultValue: "\"stopsAtLayoutModifiers\"", alternatives: "\"throughAllModifiers\"",
      source: "OpenSwiftUI LayoutView.swift (UnaryLayout default priority 0); swiftui-semantics.md §5.9",
      confidence: .low),
    BehaviorInfo(
      name: "textFieldHeight", summary: "height of a plain TextField or SecureField",
      defaultValue: "null (by semantics: floor_to_pixel(lineHeight + 2) up to v6, 19.667 at body on v7)",
      alternatives: "a number", source: "control-sizes.md §1.1–1.3, §9.2", confidence: .medium),
    BehaviorInfo(
      name: "roundedBorderExtraHeight", summary: "height .roundedBorder adds to a plain field",
      defaultValue: "12", alternatives: "a number", source: "control-sizes.md §1.4, §9.3", confidence: .low),
    BehaviorInfo(
      name: "textFieldIdealWidth", summary: "width of a TextField proposed nil",
      defaultValue: "null (width of its text, or its title when empty)", alternatives: "a number",
      source: "control-sizes.md §9.1 (unmeasured)", confidence: .low),
    BehaviorInfo(
      name: "listRowMetrics", summary: "inset-grouped Form/List row height and insets",
      defaultValue: "null (by semantics: rows 44, insets 20 + 20 up to v6; 52, 16 + 16 on v7)",
      alternatives:
        "{minRowHeight, cellInset, contentInset, verticalInset, topInset, narrowWidth, headerTopInset, "
        + "headerBottomInset, sectionGap, footerTopInset}",
      source: "control-sizes.md §2.1–2.5, §9.4 (section footers unmeasured)", confidence: .medium),
    BehaviorInfo(
      name: "controlMetrics",
      summary: "sizes of iOS's controls and bars (switch, stepper, slider, bars, symbols, group boxes, control sizes)",
      defaultValue:
        "{switchWidth 51, switchHeight 31, stepperWidth 94, stepperHeight 32, sliderHeight 31, segmentedHeight 32, "
        + "progressBarHeight 4, spinnerSide 20, labelSpacing 8, symbolWidth 24, symbolHeight 20.333, "
        + "smallSymbolScale 0.8, largeSymbolScale 1.3, menuIndicatorWidth 20, compactDatePadding 11, "
        + "inlineNavigationBarHeight 44, largeNavigationBarHeight 96, tabBarHeight 49, groupBoxPadding 16, "
        + "smallButtonHorizontalPadding 10, smallButtonVerticalPadding 5, largeButtonHorizontalPadding 20, "
        + "largeButtonVerticalPadding 14, largeSpinnerSide 37}",
      alternatives: "an object of any of these members",
      source:
        "UIKit's published control sizes (UISwitch 51 × 31, UIStepper 94 × 32, UINavigationBar 44 + 52 for large "
        + "titles, UITabBar 49, UIActivityIndicatorView's large style 37); sentry-cocoa's Label dumps (control-sizes.md 8.2: an icon box 24 wide, the title 8 "
        + "after it); the rest our documented defaults (ControlMetrics)",
      confidence: .low),
    BehaviorInfo(
      name: "emptyTextSize", summary: "size of Text(\"\")", defaultValue: "\"zero\"",
      alternatives: "\"oneLine\"", source: "control-sizes.md §7.11, §9.10", confidence: .low),
    BehaviorInfo(
      name: "stackAlignmentOrigin", summary: "how a stack reports its children's explicit alignment values",
      defaultValue: "\"childOriginPlusValue\"", alternatives: "\"childValueOnly\"",
      source: "our decision: OpenSwiftUI Layout.swift default merge adds origins, StackLayout.swift does not",
      confidence: .low),
    BehaviorInfo(
      name: "buttonLabelPadding", summary: "padding a default-style Button adds around its label",
      defaultValue: "0", alternatives: "a non-negative number", source: "control-sizes.md §5, §9.8",
      confidence: .low),
    BehaviorInfo(
      name: "borderedButtonPadding",
      summary: "padding a bordered, borderedProminent, glass or glassProminent Button adds around its label",
      defaultValue: "{horizontal 12, vertical 7}", alternatives: "{horizontal, vertical}, non-negative numbers",
      source:
        "unmeasured estimate: UIKit's medium button configuration insets (12 a side, 7 above and below), a bordered "
        + "body-text button about 34 pt tall; control-sizes.md §5 measures borderless buttons only",
      confidence: .low),
    BehaviorInfo(
      name: "listPreferenceBoundary", summary: "whether preference values cross a Form/List boundary",
      defaultValue: "\"passesThrough\"", alternatives: "\"blocks\"",
      source: "swiftui-semantics.md §6.3.3 (unverified; introspect-356, shadowfacts)", confidence: .low),
    BehaviorInfo(
      name: "preferenceOrder", summary: "order in which a container reduces its children's preference values",
      defaultValue: "\"declaration\"", alternatives: "\"reversed\" (test order dependence: \"graph order\")",
      source: "Apple PreferenceKey.reduce docs (view-tree order); swiftui-semantics.md §6.1.4, §9.4",
      confidence: .medium),
    BehaviorInfo(
      name: "dynamicPreferenceDefault", summary: "what ForEach/if content reports for a key no item writes",
      defaultValue: "\"always\" (defaultValue, reduction starts from it)", alternatives: "\"producersOnly\"",
      source: "shadowfacts (real SwiftUI, case M16); OpenSwiftUI DynamicContainer.swift; swiftui-semantics.md §6.1.3",
      confidence: .high),
    BehaviorInfo(
      name: "cycleGuardScope",
      summary: "what the cycle guard's two deliveries per binder are counted per (SwiftUI's \"update seed\")",
      defaultValue: "\"update\" (one open, edit or tap)", alternatives: "\"pass\" (OpenSwiftUI's per-pass seed)",
      source: "OpenSwiftUI CycleDetector.swift, ViewGraph.swift; swiftui-semantics.md §6.3.1 (frame unverified)",
      confidence: .low),
    BehaviorInfo(
      name: "scrollViewContentAlignment",
      summary: "where a ScrollView puts content shorter than its viewport along a scroll axis",
      defaultValue: "\"leading\" (the top/leading edge)", alternatives: "\"center\"",
      source:
        "UIKit UIScrollView.contentAlignmentPoint (default (0, 0)); SwiftUI ScrollAnchorRole.alignment (iOS 18); "
        + "Apple forums thread 715390 (two-axis content centred); unmeasured",
      confidence: .low),
  ]

  /// Sets the behaviour called `name` from its JSON value.
  ///
  /// - Throws: an error at `path` naming the behaviour and the accepted values.
  public mutating func apply(name: String, value: JSONValue, path: JSONPath) throws(TreeError) {
    switch name {
    case "geometryReaderUnspecifiedSize":
      geometryReaderUnspecifiedSize = try Self.number(value, path: path, minimum: 0)
    case "textToTextSpacing": textToTextSpacing = try Self.choice(value, path: path)
    case "zStackSizing": zStackSizing = value.isNull ? nil : try Self.choice(value, path: path)
    case "lastTextBaselineCombination": lastTextBaselineCombination = try Self.choice(value, path: path)
    case "layoutPriorityPropagation": layoutPriorityPropagation = try Self.choice(value, path: path)
    case "textFieldHeight":
      textFieldHeight = value.isNull ? nil : try Self.number(value, path: path, minimum: 0)
    case "roundedBorderExtraHeight": roundedBorderExtraHeight = try Self.number(value, path: path, minimum: 0)
    case "textFieldIdealWidth":
      textFieldIdealWidth = value.isNull ? nil : try Self.number(value, path: path, minimum: 0)
    case "listRowMetrics": listRowMetrics = value.isNull ? nil : try Self.rowMetrics(value, path: path)
    case "controlMetrics": controlMetrics = try Self.controlMetrics(value, path: path)
    case "emptyTextSize": emptyTextSize = try Self.choice(value, path: path)
    case "stackAlignmentOrigin": stackAlignmentOrigin = try Self.choice(value, path: path)
    case "buttonLabelPadding": buttonLabelPadding = try Self.number(value, path: path, minimum: 0)
    case "borderedButtonPadding": borderedButtonPadding = try Self.borderedButtonPadding(value, path: path)
    case "listPreferenceBoundary": listPreferenceBoundary = try Self.choice(value, path: path)
    case "preferenceOrder": preferenceOrder = try Self.choice(value, path: path)
    case "dynamicPreferenceDefault": dynamicPreferenceDefault = try Self.choice(value, path: path)
    case "cycleGuardScope": cycleGuardScope = try Self.choice(value, path: path)
    case "scrollViewContentAlignment": scrollViewContentAlignment = try Self.choice(value, path: path)
    default:
      let names = LayoutBehaviors.catalog.map(\.name)
      throw TreeError(
        .unknownArgument, at: path, "unknown behaviour \"\(name)\"" + Suggestion.clause(for: name, in: names))
    }
  }

  /// The current value of the behaviour called `name`, as JSON text (for provenance records); nil for an
  /// unknown name.
  public func valueDescription(of name: String) -> String? {
    switch name {
    case "geometryReaderUnspecifiedSize": return LayoutNumber.format(geometryReaderUnspecifiedSize)
    case "textToTextSpacing": return textToTextSpacing.rawValue
    case "zStackSizing": return zStackSizing?.rawValue ?? "automatic"
    case "lastTextBaselineCombination": return lastTextBaselineCombination.rawValue
    case "layoutPriorityPropagation": return layoutPriorityPropagation.rawValue
    case "textFieldHeight": return textFieldHeight.map { LayoutNumber.format($0) } ?? "automatic"
    case "roundedBorderExtraHeight": return LayoutNumber.format(roundedBorderExtraHeight)
    case "textFieldIdealWidth": return textFieldIdealWidth.map { LayoutNumber.format($0) } ?? "textOrTitle"
    case "listRowMetrics": return listRowMetrics == nil ? "automatic" : "custom"
    case "controlMetrics": return controlMetrics == ControlMetrics() ? "default" : "custom"
    case "emptyTextSize": return emptyTextSize.rawValue
    case "stackAlignmentOrigin": return stackAlignmentOrigin.rawValue
    case "buttonLabelPadding": return LayoutNumber.format(buttonLabelPadding)
    case "borderedButtonPadding":
      return "horizontal \(LayoutNumber.format(borderedButtonPadding.horizontal)), vertical "
        + LayoutNumber.format(borderedButtonPadding.vertical)
    case "listPreferenceBoundary": return listPreferenceBoundary.rawValue
    case "preferenceOrder": return preferenceOrder.rawValue
    case "dynamicPreferenceDefault": return dynamicPreferenceDefault.rawValue
    case "cycleGuardScope": return cycleGuardScope.rawValue
    case "scrollViewContentAlignment": return scrollViewContentAlignment.rawValue
    default: return nil
    }
  }

  private static func number(
    _ value: JSONValue, path: JSONPath, minimum: Double, maximum: Double = .greatestFiniteMagnitude
  ) throws(TreeError) -> Double {
    guard let number = value.doubleValue else {
      throw TreeError(.wrongType, at: path, "expected a number, found \(value.typeName)")
    }
    guard number.isFinite, number >= minimum, number <= maximum else {
      throw TreeError(.invalidNumber, at: path, "\(LayoutNumber.format(number)) is out of range")
    }
    return number
  }

  private static func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, path: JSONPath) throws(TreeError)
    -> T
  where T.RawValue == String {
    guard let text = value.stringValue else {
      throw TreeError(.wrongType, at: path, "expected a string, found \(value.typeName)")
    }
    guard let choice = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue)
      throw TreeError(
        .invalidValue, at: path,
        "\"\(text)\" is not one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
          + Suggestion.clause(for: text, in: names))
    }
    return choice
  }

  /// Reads an object of non-negative numbers up to `maximum`, each member handed to `set`, which returns whether it
  /// knows the member; an unknown one is an error at its path naming it as `what` and suggesting one of `names`.
  private static func numbers(
    in value: JSONValue, path: JSONPath, maximum: Double = .greatestFiniteMagnitude, naming what: String,
    names: [String], set: (String, Double) -> Bool
  ) throws(TreeError) {
    guard let object = value.objectValue else {
      throw TreeError(.wrongType, at: path, "expected an object, found \(value.typeName)")
    }
    for (key, member) in object {
      let memberPath = path.key(key)
      let number = try number(member, path: memberPath, minimum: 0, maximum: maximum)
      guard set(key, number) else {
        throw TreeError(
          .unknownArgument, at: memberPath, "unknown \(what) \"\(key)\"" + Suggestion.clause(for: key, in: names))
      }
    }
  }

  private static func rowMetrics(_ value: JSONValue, path: JSONPath) throws(TreeError) -> ListRowMetrics {
    var metrics = ListRowMetrics.forSemantics(.default)
    let names = [
      "minRowHeight", "cellInset", "contentInset", "verticalInset", "topInset", "narrowWidth", "headerTopInset",
      "headerBottomInset", "sectionGap", "footerTopInset",
    ]
    try numbers(in: value, path: path, naming: "row metric", names: names) { key, number in
      switch key {
      case "minRowHeight": metrics.minRowHeight = number
      case "cellInset": metrics.cellInset = number
      case "contentInset": metrics.contentInset = number
      case "verticalInset": metrics.verticalInset = number
      case "topInset": metrics.topInset = number
      case "narrowWidth": metrics.narrowWidth = number
      case "headerTopInset": metrics.headerTopInset = number
      case "headerBottomInset": metrics.headerBottomInset = number
      case "sectionGap": metrics.sectionGap = number
      case "footerTopInset": metrics.footerTopInset = number
      default: return false
      }
      return true
    }
    return metrics
  }

  private static func borderedButtonPadding(_ value: JSONValue, path: JSONPath) throws(TreeError)
    -> BorderedButtonPadding
  {
    var padding = BorderedButtonPadding()
    try numbers(
      in: value, path: path, maximum: 10_000, naming: "borderedButtonPadding member", names: ["horizontal", "vertical"]
    ) { key, number in
      switch key {
      case "horizontal": padding.horizontal = number
      case "vertical": padding.vertical = number
      default: return false
      }
      return true
    }
    return padding
  }

  private static func controlMetrics(_ value: JSONValue, path: JSONPath) throws(TreeError) -> ControlMetrics {
    var metrics = ControlMetrics()
    try numbers(in: value, path: path, maximum: 10_000, naming: "control metric", names: ControlMetrics.memberNames) {
      key, number in
      switch key {
      case "switchWidth": metrics.switchSize.width = number
      case "switchHeight": metrics.switchSize.height = number
      case "stepperWidth": metrics.stepperSize.width = number
      case "stepperHeight": metrics.stepperSize.height = number
      case "sliderHeight": metrics.sliderHeight = number
      case "segmentedHeight": metrics.segmentedHeight = number
      case "progressBarHeight": metrics.progressBarHeight = number
      case "spinnerSide": metrics.spinnerSide = number
      case "labelSpacing": metrics.labelSpacing = number
      case "symbolWidth": metrics.symbolSize.width = number
      case "symbolHeight": metrics.symbolSize.height = number
      case "smallSymbolScale": metrics.smallSymbolScale = number
      case "largeSymbolScale": metrics.largeSymbolScale = number
      case "menuIndicatorWidth": metrics.menuIndicatorWidth = number
      case "compactDatePadding": metrics.compactDatePadding = number
      case "inlineNavigationBarHeight": metrics.inlineNavigationBarHeight = number
      case "largeNavigationBarHeight": metrics.largeNavigationBarHeight = number
      case "tabBarHeight": metrics.tabBarHeight = number
      case "groupBoxPadding": metrics.groupBoxPadding = number
      case "smallButtonHorizontalPadding": metrics.smallButtonPadding.horizontal = number
      case "smallButtonVerticalPadding": metrics.smallButtonPadding.vertical = number
      case "largeButtonHorizontalPadding": metrics.largeButtonPadding.horizontal = number
      case "largeButtonVerticalPadding": metrics.largeButtonPadding.vertical = number
      case "largeSpinnerSide": metrics.largeSpinnerSide = number
      default: return false
      }
      return true
    }
    return metrics
  }
}
