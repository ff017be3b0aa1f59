import Testing

@testable import SwiftUISource

/// The expressions and statements of view builders, actions and helpers.
struct ExpressionParsingTests {
  private func body(_ text: String) -> String {
    let parsed = SyntaxDump.parse("struct V: View { var body: some View {\n" + text + "\n} }")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    return SyntaxDump.bodyExpression(text)
  }

  @Test func modifierChainsOnNewLinesAndTrailingClosures() {
    #expect(
      body(
        """
        VStack(alignment: .leading, spacing: 8) {
          Text("a")
            .padding(.horizontal, 4)
            .frame(width: width)
        }
        """)
        == "(call VStack alignment: .leading spacing: 8 trailing {(call (. (call (. (call Text \"a\") padding) .horizontal 4) frame) width: width)})"
    )
  }

  /// Assignment binds loosest, below the ternary operator (Swift's AssignmentPrecedence): `a = b ? c : d` assigns
  /// the ternary, which an `init`'s `subtitle = item.done ? "done" : "open"` relies on.
  @Test func assignmentTakesTheWholeTernary() {
    #expect(body("Button(\"x\") { a = b ? c : d }") == "(call Button \"x\" trailing {(= a (? b c d))})")
    #expect(body("Button(\"x\") { a += b ? 1 : 2 }") == "(call Button \"x\" trailing {(+= a (? b 1 2))})")
  }

  @Test func multipleTrailingClosures() {
    #expect(
      body("Button { count += 1 } label: { Label(\"Add\", systemImage: \"plus\") }")
        == "(call Button trailing {(+= count 1)} label: trailing {(call Label \"Add\" systemImage: \"plus\")})")
    #expect(
      body("Section {\n  Text(\"row\")\n} header: {\n  Text(\"H\")\n} footer: {\n  Text(\"F\")\n}")
        == "(call Section trailing {(call Text \"row\")} header: trailing {(call Text \"H\")} footer: trailing {(call Text \"F\")})"
    )
  }

  @Test func postfixIfConfigInsideAChain() {
    #expect(
      body(
        """
        Text("x")
          .padding()
        #if os(iOS)
          .navigationBarTitleDisplayMode(.inline)
        #else
          .frame(minWidth: 300)
        #endif
          .bold()
        """)
        == "(call (. (#if (call (. (call Text \"x\") padding)) [(call os iOS): (call (. _ navigationBarTitleDisplayMode) .inline)] [else: (call (. _ frame) minWidth: 300)]) bold))"
    )
    // A `#if` whose branches hold views is a statement of the builder, not part of the chain.
    #expect(body("Text(\"a\")\n#if DEBUG\nText(\"b\")\n#endif") == "(call Text \"a\"); #if [DEBUG: (call Text \"b\")]")
  }

  @Test func bindingsKeyPathsSelfAndGenericTypes() {
    #expect(body("TextField(\"Name\", text: $name)") == "(call TextField \"Name\" text: $name)")
    #expect(
      body("ForEach(items, id: \\.self) { Text($0) }") == "(call ForEach items id: \\.self trailing {(call Text $0)})")
    #expect(
      body("ForEach(0..<3) { i in Text(\"\\(i)\") }")
        == "(call ForEach (..< 0 3) trailing {i in (call Text \"\\(i)\")})")
    #expect(
      body("Color.clear.preference(key: Self.self, value: 1)")
        == "(call (. (. Color clear) preference) key: (. Self self) value: 1)")
    #expect(
      body("x.reportsWidth(to: Largest<CGFloat>.self)") == "(call (. x reportsWidth) to: (. Largest<CGFloat> self))")
    #expect(body("a < b && c > d") == "(&& (< a b) (> c d))")
    #expect(body("\\Item.name.count") == "\\Item.name.count")
  }

  @Test func ternariesCastsEffectsAndInterpolations() {
    #expect(body("flag ? Text(\"on\") : Text(\"off\")") == "(? flag (call Text \"on\") (call Text \"off\"))")
    #expect(body("value as? CGFloat ?? 0") == "(?? (as? value CGFloat) 0)")
    #expect(body("try? await load()") == "(try? (await (call load)))")
    #expect(
      body("Text(\"\\(value, specifier: \"%.1f\") pt 😀\")") == "(call Text \"\\(value) pt 😀\")")
    #expect(body("Text(\"\"\"\n  Line one\n    two\n  \"\"\")") == "(call Text \"Line one\n  two\")")
  }

  @Test func closuresWithSignaturesAndCaptures() {
    #expect(
      body("Button(\"Go\", action: { [weak model] (value: Int) -> Void in model?.go(value) })")
        == "(call Button \"Go\" action: {value in (call (. (?post model) go) value)})")
    #expect(
      body("Binding(get: { flag }, set: { flag = $0 })") == "(call Binding get: {flag} set: {(= flag $0)})")
  }

  @Test func builderStatements() {
    #expect(
      body(
        """
        if let user, user.isActive {
          Text(user.name)
        } else if flag {
          EmptyView()
        } else {
          ProgressView()
        }
        """)
        == "if let user, (. user isActive) {(call Text (. user name))} else {if flag {(call EmptyView)} else {(call ProgressView)}}"
    )
    #expect(
      body(
        """
        switch style {
        case .compact, .small: Text("c")
        case .custom(let size) where size > 0: Text("s")
        @unknown default: EmptyView()
        }
        """)
        == "switch style {case .compact, .small: (call Text \"c\") case (call .custom (letpre size)): (call Text \"s\") default: (call EmptyView)}"
    )
    #expect(
      body("let w = proxy.size.width / 2\nreturn Text(\"\\(w)\")")
        == "let w = (/ (. (. proxy size) width) 2); return (call Text \"\\(w)\")")
    #expect(
      body("if #available(iOS 17, *) {\n  Text(\"new\")\n}") == "if #available() {(call Text \"new\")}")
    #expect(body("guard let x else { return EmptyView() }") == "guard let x else {return (call EmptyView)}")
  }
}
