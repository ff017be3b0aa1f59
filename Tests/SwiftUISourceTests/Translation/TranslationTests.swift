import JSONCore
import Testing

@testable import SwiftUISource

/// The constructs of real view files, each translated into the tree format.
struct TranslationTests {
  @Test func customViewsWithInitsViewBuildersAndGenericContent() {
    let translation = Translate.file(
      """
      struct Panel<Content: View>: View {
        let content: Content
        @State private var flag: Bool
        init(start: Bool = true, @ViewBuilder content: () -> Content) {
          self.content = content()
          _flag = State(initialValue: start)
        }
        var body: some View { VStack { content; Text("\\(flag ? 1 : 0)") } }
      }
      struct Card<Content: View>: View {
        var title = "Card"
        @ViewBuilder let content: Content
        var body: some View { HStack { Text(title); content } }
      }
      struct Screen: View {
        var body: some View {
          Panel(start: false) { Card { Text("inside") } }
        }
      }
      """, root: .named("Screen"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(Translate.member(translation, "state") == #"{"flag":false}"#)
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"HStack","let":{"title":"\"Card\""},"content":[{"view":"Text","text":"\\(title)"},{"view":"Text","text":"inside"}]},{"view":"Text","text":"\\(flag ? 1 : 0)"}]}"#
    )
  }

  /// `NavigationLink`'s spellings: the title or the label is laid out; the destination and the value are not (the
  /// destination is on screen only once it is pushed, and may be a view this file never declares).
  @Test func navigationLinksKeepTheirLabelsAndDropTheirDestinations() {
    let translation = Translate.file(
      """
      struct Screen: View {
        let item = 3
        var body: some View {
          VStack {
            NavigationLink("Settings") { SettingsView() }
            NavigationLink("Value", value: item)
            NavigationLink(value: item) { Text("By value") }
            NavigationLink { DetailView(item: item) } label: { Text("Closures") }
            NavigationLink(destination: DetailView(item: item)) { Text("Deprecated") }
            NavigationLink("Title", destination: DetailView(item: item))
          }
        }
      }
      """, root: .named("Screen"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    let json = Translate.rootJSON(translation)
    for title in ["Settings", "Value", "Title"] {
      #expect(json.contains(#"{"view":"NavigationLink","title":"\#(title)"}"#), "\(title) in \(json)")
    }
    for label in ["By value", "Closures", "Deprecated"] {
      #expect(
        json.contains(#"{"view":"NavigationLink","label":[{"view":"Text","text":"\#(label)"}]}"#), "\(label) in \(json)"
      )
    }
    #expect(!json.contains("DetailView") && !json.contains("SettingsView"))
  }

  /// Gradients written as views, in each of their initializers' forms: laid out as rectangles, their colours and
  /// geometry not read.
  @Test func gradientsAreViewsWithoutArguments() {
    let translation = Translate.file(
      """
      struct Screen: View {
        var body: some View {
          VStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing)
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 40)
            AngularGradient(colors: [.red, .blue], center: .center)
            AngularGradient(stops: [.init(color: .red, location: 0)], center: .center, angle: .degrees(90))
            EllipticalGradient(colors: [.red, .blue])
          }
        }
      }
      """, root: .named("Screen"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"LinearGradient"},{"view":"LinearGradient"},{"view":"RadialGradient"},{"view":"AngularGradient"},{"view":"AngularGradient"},{"view":"EllipticalGradient"}]}"#
    )
  }

  /// `AnyView` and `ScrollViewReader` have no layout of their own: they are translated as the views they hold.
  @Test func typeErasedViewsAndScrollViewReadersAreTheirContent() {
    let translation = Translate.file(
      """
      struct Screen: View {
        var body: some View {
          ScrollView {
            ScrollViewReader { proxy in
              AnyView(Text("erased"))
              AnyView(erasing: Text("too").padding(4))
              Button("Top") { proxy.scrollTo(0) }
            }
          }
        }
      }
      """, root: .named("Screen"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"ScrollView","content":[{"view":"Text","text":"erased"},{"view":"Text","text":"too","modifiers":[{"padding":{"length":4}}]},{"view":"Button","title":"Top","action":"{ proxy.scrollTo(0) }"}]}"#
    )
  }

  @Test func eachInstanceOfAViewHasItsOwnStateVariable() {
    let translation = Translate.file(
      """
      struct Toggle2: View {
        @State var isOn = false
        var body: some View { Button("Toggle") { isOn.toggle() }.frame(width: isOn ? 100 : 50) }
      }
      struct Pair: View {
        var body: some View { HStack { Toggle2(); Toggle2() } }
      }
      """, root: .named("Pair"))
    #expect(Translate.member(translation, "state") == #"{"isOn":false,"isOn_2":false}"#)
    let json = Translate.rootJSON(translation)
    #expect(json.contains(#""action":"{ isOn.toggle() }""#) && json.contains(#""action":"{ isOn_2.toggle() }""#))
    #expect(json.contains(#""width":"isOn_2 ? 100 : 50""#))
  }

  @Test func aCustomViewsNamesNeverCaptureTheCallers() {
    let translation = Translate.file(
      """
      struct Row<Content: View>: View {
        let title: String
        @ViewBuilder var content: Content
        var body: some View { HStack { Text(title); content } }
      }
      struct Form2: View {
        let title = "Outer"
        var body: some View { Row(title: "Inner") { Text(title) } }
      }
      """, root: .named("Form2"))
    // The row's `title` is `title_2`, so the caller's `Text(title)` still reads the form's "Outer".
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"Group","let":{"title":"\"Outer\""},"content":[{"view":"HStack","let":{"title_2":"\"Inner\""},"content":[{"view":"Text","text":"\\(title_2)"},{"view":"Text","text":"\\(title)"}]}]}"#
    )
  }

  @Test func extensionFunctionsAndPropertiesGenericOverKeys() {
    let translation = Translate.file(
      """
      struct MaxWidth: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
      }
      extension View {
        var card: some View { padding(12).background(Color.gray) }
        func reportWidth<K: PreferenceKey>(to key: K.Type) -> some View where K.Value == CGFloat {
          background(GeometryReader { proxy in Color.clear.preference(key: K.self, value: proxy.size.width) })
        }
        @ViewBuilder func bordered(_ width: CGFloat) -> some View { self.border(Color.red, width: width) }
      }
      struct V: View {
        var body: some View { Text("x").card.reportWidth(to: MaxWidth.self).bordered(2) }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"Text","text":"x","modifiers":[{"padding":{"length":12}},{"background":"gray"},{"background":{"view":"GeometryReader","proxy":"proxy","content":[{"view":"Color","color":"clear","modifiers":[{"preference":{"key":"MaxWidth","value":"proxy.size.width"}}]}]}},{"border":{"_":"Color.red","width":"width"}}]}"#
    )
  }

  /// Found by the swift-source fuzz target: `background(self)` placed the view inside its own modifier, and
  /// writing the document recursed until the stack overflowed. Each later use of bound views is a copy.
  @Test func boundViewsUsedTwiceArePlacedAsCopies() {
    let translation = Translate.file(
      """
      extension View {
        func echoed() -> some View { background(self) }
      }
      struct Twice: ViewModifier {
        func body(content: Content) -> some View { VStack { content; content.padding(1) } }
      }
      struct V: View {
        var body: some View { Text("x").echoed().modifier(Twice()) }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    let text = #"{"view":"Text","text":"x","modifiers":[{"background":{"view":"Text","text":"x"}}]}"#
    let padded =
      #"{"view":"Text","text":"x","modifiers":[{"background":{"view":"Text","text":"x"}},"#
      + #"{"padding":{"length":1}}]}"#
    #expect(Translate.rootJSON(translation) == #"{"view":"VStack","content":["# + text + "," + padded + "]}")
  }

  @Test func preferenceKeysAsPeopleWriteThem() {
    let translation = Translate.file(
      """
      struct Largest<Number: FloatingPoint>: PreferenceKey {
        static var defaultValue: Number? { nil }
        static func reduce(value: inout Number?, nextValue: () -> Number?) {
          if let next = nextValue() { value = max(next, value ?? next) }
        }
      }
      typealias LargestWidth = Largest<CGFloat>
      struct Inferred: PreferenceKey {
        static var defaultValue = CGSize.zero
        static func reduce(value: inout Value, nextValue: () -> Value) { value = nextValue() }
      }
      struct Measured: PreferenceKey, ViewModifier {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
        func body(content: Content) -> some View {
          content.background(GeometryReader { Color.clear.preference(key: Self.self, value: $0.size.width) })
        }
      }
      struct V: View {
        var body: some View {
          Text("x")
            .preference(key: LargestWidth.self, value: 1)
            .preference(key: Inferred.self, value: .zero)
            .modifier(Measured())
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.member(translation, "preferenceKeys")
        == #"{"LargestWidth":{"type":"CGFloat?","defaultValue":null,"reduce":"if let next = nextValue() { value = max(next, value ?? next) }"},"Inferred":{"type":"CGSize","defaultValue":"CGSize.zero","reduce":"value = nextValue()"},"Measured":{"type":"CGFloat","defaultValue":0,"reduce":"value += nextValue()"}}"#
    )
    #expect(
      Translate.rootJSON(translation).contains(
        #""proxy":"proxy","content":[{"view":"Color","color":"clear","modifiers":[{"preference":{"key":"Measured","value":"proxy.size.width"}}]}]"#
      ))
  }

  @Test func customLayouts() {
    let translation = Translate.file(
      """
      struct Column: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          CGSize(width: proposal.width ?? 0, height: 10)
        }
        func placeSubviews(in rect: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
          for subview in subviews { subview.place(at: CGPoint(x: rect.minX, y: rect.minY), proposal: proposal) }
        }
      }
      struct V: View { var body: some View { Column { Text("a") } } }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.member(translation, "layouts")
        == #"{"Column":{"sizeThatFits":"CGSize(width: proposal.width ?? 0, height: 10)","placeSubviews":"for subview in subviews { subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: proposal) }"}}"#
    )
    #expect(
      Translate.rootJSON(translation) == #"{"view":"Layout","layout":"Column","content":[{"view":"Text","text":"a"}]}"#)
  }

  @Test func viewBuilders() {
    let translation = Translate.file(
      """
      struct V: View {
        @State var name: String? = nil
        @State var count = 2
        let style: Style = .compact
        var body: some View {
          if let name { Text(name) } else { Text("none") }
          if #available(iOS 17, *) { Text("new") } else { Text("old") }
          switch style {
          case .compact: Text("compact")
          default: Text("regular")
          }
          ForEach(0..<3) { Text("\\($0)") }
          ForEach(["a", "b"], id: \\.self) { item in Text(item) }
          Group { count > 1 ? Text("many") : Text("one") }
        }
      }
      enum Style { case compact, regular }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"Group","content":[{"if":"name != nil","then":[{"view":"Text","text":"\\(name!)"}],"else":[{"view":"Text","text":"none"}]},{"view":"Text","text":"new"},{"view":"Text","text":"compact"},{"view":"ForEach","data":"0..<3","element":"element","content":[{"view":"Text","text":"\\(element)"}]},{"view":"ForEach","data":"[\"a\", \"b\"]","element":"item","content":[{"view":"Text","text":"\\(item)"}]},{"view":"Group","content":[{"if":"count > 1","then":[{"view":"Text","text":"many"}],"else":[{"view":"Text","text":"one"}]}]}]}"#
    )
  }

  @Test func ifConfigFollowsTheConditions() {
    let source = """
      struct V: View {
        var body: some View {
          Text("x")
          #if DEBUG
            .padding(1)
          #elseif os(macOS)
            .padding(2)
          #endif
        }
      }
      """
    #expect(
      Translate.rootJSON(Translate.file(source))
        == #"{"view":"Text","text":"x","modifiers":[{"padding":{"length":1}}]}"#)
    let mac = TranslationOptions(conditions: CompilationConditions(flags: [], operatingSystem: "macOS"))
    #expect(
      Translate.rootJSON(Translate.file(source, options: mac))
        == #"{"view":"Text","text":"x","modifiers":[{"padding":{"length":2}}]}"#)
  }

  @Test func unknownViewsAndModifiersArePlaceholdersAndWarnings() {
    let translation = Translate.file(
      """
      struct V: View {
        var body: some View {
          FancyStack {
            Spinner()
            Text("x").foregroundColor(.red).sparkle()
          }
        }
      }
      """)
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"Group","content":[{"view":"EmptyView"},{"view":"Text","text":"x","modifiers":[{"foregroundColor":{"_":".red"}}]}]}"#
    )
    #expect(
      Translate.problems(translation) == [
        "3:5: 'FancyStack' is neither a view the inspector lays out nor declared in the files (another module?); its content is laid out in a Group",
        "4:7: 'Spinner' is neither a view the inspector lays out nor declared in the files (another module?); an EmptyView stands in for it",
        "5:39: 'sparkle' is not a modifier the inspector knows; passed through (the view is laid out as if it were not there)",
      ])
    #expect(translation.statistics.viewExpressions == 3 && translation.statistics.resolvedViews == 1)
    #expect(translation.diagnostics.filter { $0.code == .undefinedName }.count == 2)
  }

  @Test func viewsDeclaredInsideAPreviewAreFoundThereOnly() {
    let files = [
      SwiftSourceFile(
        uri: "A.swift",
        text:
          "#Preview {\n  struct Preview: View {\n    @State var on = true\n    var body: some View { Text(\"A\") }\n  }\n  return Preview()\n}"
      ),
      SwiftSourceFile(
        uri: "B.swift",
        text:
          "#Preview(\"B\") {\n  struct Preview: View {\n    var body: some View { Color.red }\n  }\n  return Preview()\n}"
      ),
    ]
    let first = SwiftUITranslator().translate(files, root: .automatic)
    #expect(Translate.rootJSON(first) == #"{"view":"Text","text":"A"}"#)
    #expect(Translate.member(first, "state") == #"{"on":true}"#)
    #expect(first.statistics.viewExpressions == 2 && first.statistics.resolvedViews == 2)
    let second = SwiftUITranslator().translate(files, root: .preview("B"))
    #expect(Translate.rootJSON(second) == #"{"view":"Color","color":"red"}"#)
    // A preview's own types are no root candidates.
    #expect(first.roots.map(\.name) == ["Preview (line 1)", "B"])
  }

  @Test func gridsStylesAndPaths() {
    let translation = Translate.file(
      """
      struct V: View {
        var columns: [GridItem] { [GridItem(.adaptive(minimum: 80))] }
        var body: some View {
          VStack {
            LazyVGrid(columns: [GridItem(.fixed(50), spacing: 4), GridItem(.flexible(maximum: .infinity))]) { Text("a") }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 2)) { Text("b") }
            LazyVGrid(columns: columns) { Text("c") }
            Path { path in path.move(to: .zero) }
            Label("x", systemImage: "star").labelStyle(.fancy)
            LazyHGrid(rows: layoutRows(3)) { Text("d") }
          }
        }
      }
      """)
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"LazyVGrid","columns":[{"spacing":4,"fixed":50},{"flexible":{}}],"content":[{"view":"Text","text":"a"}]},{"view":"LazyVGrid","columns":[{"flexible":{}},{"flexible":{}}],"content":[{"view":"Text","text":"b"}]},{"view":"LazyVGrid","columns":[{"adaptive":{"minimum":80}}],"content":[{"view":"Text","text":"c"}]},{"view":"Rectangle"},{"view":"Label","title":"x","systemImage":"star"},{"view":"Group","content":[{"view":"Text","text":"d"}]}]}"#
    )
    #expect(
      Translate.problems(translation) == [
        "9:39: 'fancy' is not a built-in labelStyle (automatic, titleAndIcon, titleOnly, iconOnly); a custom style is not laid out by the inspector, so the modifier is left out",
        "10:23: the GridItems are read from an array literal of GridItem(.fixed/.flexible/.adaptive) with literal lengths or Array(repeating:count:); the argument is left out",
        "10:7: LazyHGrid's 'rows' is not known when translating; its content is laid out in a Group",
      ])
    #expect(translation.diagnostics.contains { $0.message.hasPrefix("a Path is laid out as a Rectangle") })
  }

  @Test func stylesWrittenAsTheirTypes() {
    let translation = Translate.file(
      """
      struct V: View {
        var body: some View {
          VStack {
            Button("a") {}.buttonStyle(.bordered)
            Button("b") {}.buttonStyle(PlainButtonStyle())
            Button("c") {}.buttonStyle(DefaultButtonStyle())
            Label("d", systemImage: "star").labelStyle(TitleOnlyLabelStyle())
            Button("e") {}.buttonStyle(CapsuleButtonStyle())
            Button("f") {}.buttonStyle(Fancy(color: .red))
          }
        }
      }
      """)
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"Button","title":"a","action":"{}","modifiers":[{"buttonStyle":"bordered"}]},{"view":"Button","title":"b","action":"{}","modifiers":[{"buttonStyle":"plain"}]},{"view":"Button","title":"c","action":"{}","modifiers":[{"buttonStyle":"automatic"}]},{"view":"Label","title":"d","systemImage":"star","modifiers":[{"labelStyle":"titleOnly"}]},{"view":"Button","title":"e","action":"{}"},{"view":"Button","title":"f","action":"{}"}]}"#
    )
    #expect(
      Translate.problems(translation) == [
        "8:22: 'CapsuleButtonStyle' is not a built-in buttonStyle (automatic, plain, borderless, bordered, borderedProminent, glass, glassProminent); a custom style is not laid out by the inspector, so the modifier is left out",
        "9:22: 'Fancy' is not a built-in buttonStyle (automatic, plain, borderless, bordered, borderedProminent, glass, glassProminent); a custom style is not laid out by the inspector, so the modifier is left out",
      ])
  }

  @Test func textFieldStylesWrittenAsTheirTypes() {
    let translation = Translate.file(
      """
      struct V: View {
        @State private var name = ""
        var body: some View {
          VStack {
            TextField("a", text: $name).textFieldStyle(DefaultTextFieldStyle())
            TextField("b", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
            TextField("c", text: $name).textFieldStyle(Fancy())
            VStack { TextField("d", text: $name) }.textFieldStyle(.underlined)
          }
        }
      }
      """)
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"TextField","title":"a","text":"\\(name)","style":"automatic"},{"view":"TextField","title":"b","text":"\\(name)","style":"roundedBorder"},{"view":"TextField","title":"c","text":"\\(name)"},{"view":"VStack","content":[{"view":"TextField","title":"d","text":"\\(name)"}]}]}"#
    )
    #expect(
      Translate.problems(translation) == [
        "7:50: 'Fancy' is not a built-in textFieldStyle (automatic, plain, roundedBorder); a custom style is not laid out by the inspector, so the modifier is left out",
        "8:61: 'underlined' is not a built-in textFieldStyle (automatic, plain, roundedBorder); a custom style is not laid out by the inspector, so the modifier is left out",
      ])
  }

  @Test func closureArgumentsImplicitInitializersAndTrailingClosuresAsPeopleWriteThem() {
    let translation = Translate.file(
      """
      struct V: View {
        let items = ["a", "b"]
        var body: some View {
          List {
            ForEach(items, id: \\.self) { Text($0) }
            Text("c").padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("d").listRowInsets(.init(top: 0, leading: 8, bottom: 0, trailing: 8))
            Text("e").listRowInsets(EdgeInsets())
            Text("n").listRowInsets(nil)
            Section(header: Text("f")) { Text("g") }
            EditButton()
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"List","let":{"items":"[\"a\", \"b\"]"},"content":[{"view":"ForEach","data":"items","element":"element","content":[{"view":"Text","text":"\\(element)"}]},{"view":"Text","text":"c","modifiers":[{"padding":{"top":1,"leading":2,"bottom":3,"trailing":4}}]},{"view":"Text","text":"d","modifiers":[{"listRowInsets":{"top":0,"leading":8,"bottom":0,"trailing":8}}]},{"view":"Text","text":"e","modifiers":[{"listRowInsets":{}}]},{"view":"Text","text":"n","modifiers":[{"listRowInsets":null}]},{"view":"Section","header":[{"view":"Text","text":"f"}],"content":[{"view":"Text","text":"g"}]},{"view":"EditButton"}]}"#
    )
  }

  @Test func aSwitchOnStateIsAConditionPerCase() {
    let translation = Translate.file(
      """
      struct V: View {
        @State private var choice = 3
        var body: some View {
          switch choice {
          case 0: Text("zero")
          case 1, 2: Text("one or two")
          case 3..<6: Text("three to five")
          default: Text("other")
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"if":"choice == 0","then":[{"view":"Text","text":"zero"}],"else":[{"if":"(choice == 1) || (choice == 2)","then":[{"view":"Text","text":"one or two"}],"else":[{"if":"3 <= choice && choice < 6","then":[{"view":"Text","text":"three to five"}],"else":[{"view":"Text","text":"other"}]}]}]}"#
    )
  }

  @Test func gridItemsInAProperty() {
    let translation = Translate.file(
      """
      struct V: View {
        let columns = [GridItem(.flexible()), GridItem(.fixed(40))]
        private var three = Array(repeating: GridItem(.fixed(50)), count: 3)
        var body: some View {
          VStack {
            LazyVGrid(columns: columns) { Text("a") }
            LazyVGrid(columns: three) { Text("b") }
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"LazyVGrid","columns":[{"flexible":{}},{"fixed":40}],"content":[{"view":"Text","text":"a"}]},{"view":"LazyVGrid","columns":[{"fixed":50},{"fixed":50},{"fixed":50}],"content":[{"view":"Text","text":"b"}]}]}"#
    )
  }

  @Test func labeledContentInItsThreeSpellings() {
    let translation = Translate.file(
      """
      struct V: View {
        @State private var name = "Ada"
        var body: some View {
          Form {
            LabeledContent("Name", value: name)
            LabeledContent("Age") { Text("36") }
            LabeledContent { Text("v") } label: { Text("t"); Text("s") }
            LabeledContent("Amount", value: 2.5, format: .number)
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"Form","content":[{"view":"LabeledContent","title":"Name","value":"\\(name)"},{"view":"LabeledContent","title":"Age","content":[{"view":"Text","text":"36"}]},{"view":"LabeledContent","label":[{"view":"Text","text":"t"},{"view":"Text","text":"s"}],"content":[{"view":"Text","text":"v"}]},{"view":"LabeledContent","title":"Amount","value":"\\(2.5)"}]}"#
    )
  }

  @Test func disclosureGroupInItsSpellings() {
    let translation = Translate.file(
      """
      struct V: View {
        @State private var showsMore = true
        var body: some View {
          VStack {
            DisclosureGroup("More") { Text("a") }
            DisclosureGroup("Open", isExpanded: $showsMore) { Text("b") }
            DisclosureGroup(isExpanded: .constant(true)) { Text("c") } label: { Label("Gear", systemImage: "gear") }
            DisclosureGroup { Text("d") } label: { Text("e") }
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"DisclosureGroup","title":"More","content":[{"view":"Text","text":"a"}]},{"view":"DisclosureGroup","title":"Open","isExpanded":"$showsMore","content":[{"view":"Text","text":"b"}]},{"view":"DisclosureGroup","isExpanded":".constant(true)","label":[{"view":"Label","title":"Gear","systemImage":"gear"}],"content":[{"view":"Text","text":"c"}]},{"view":"DisclosureGroup","label":[{"view":"Text","text":"e"}],"content":[{"view":"Text","text":"d"}]}]}"#
    )
  }

  @Test func groupBoxesInTheirSpellings() {
    let translation = Translate.file(
      """
      struct V: View {
        var body: some View {
          VStack {
            GroupBox { Text("a") }
            GroupBox("Account") { Text("b") }
            GroupBox { Text("c") } label: { Label("Gear", systemImage: "gear") }
            GroupBox(label: Text("d")) { Text("e") }
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"GroupBox","content":[{"view":"Text","text":"a"}]},{"view":"GroupBox","title":"Account","content":[{"view":"Text","text":"b"}]},{"view":"GroupBox","label":[{"view":"Label","title":"Gear","systemImage":"gear"}],"content":[{"view":"Text","text":"c"}]},{"view":"GroupBox","label":[{"view":"Text","text":"d"}],"content":[{"view":"Text","text":"e"}]}]}"#
    )
  }

  @Test func shareLinksAndAsyncImagesInTheirSpellings() {
    let translation = Translate.file(
      """
      struct V: View {
        let url = "https://example.com"
        var body: some View {
          VStack {
            ShareLink(item: url)
            ShareLink("Export", item: url, subject: Text("s"))
            ShareLink(items: [url]) { Label("Send", systemImage: "paperplane") }
            AsyncImage(url: URL(string: url))
            AsyncImage(url: URL(string: url)) { image in image.resizable() } placeholder: { ProgressView() }
            AsyncImage(url: URL(string: url), scale: 2) { phase in Text("p") }
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","let":{"url":"\"https://example.com\""},"content":[{"view":"ShareLink"},{"view":"ShareLink","title":"Export"},{"view":"ShareLink","label":[{"view":"Label","title":"Send","systemImage":"paperplane"}]},{"view":"AsyncImage"},{"view":"AsyncImage","placeholder":[{"view":"ProgressView"}]},{"view":"AsyncImage"}]}"#
    )
  }

  @Test func contentUnavailableViewsInTheirSpellings() {
    let translation = Translate.file(
      """
      struct V: View {
        var body: some View {
          VStack {
            ContentUnavailableView("No Mail", systemImage: "tray")
            ContentUnavailableView("None", image: "empty", description: Text("Add one"))
            ContentUnavailableView {
              Label("No Tasks", systemImage: "checklist")
            } description: {
              Text("Nothing to do")
            } actions: {
              Button("Add") {}
            }
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"ContentUnavailableView","title":"No Mail","systemImage":"tray"},{"view":"ContentUnavailableView","title":"None","image":"empty","description":[{"view":"Text","text":"Add one"}]},{"view":"ContentUnavailableView","label":[{"view":"Label","title":"No Tasks","systemImage":"checklist"}],"description":[{"view":"Text","text":"Nothing to do"}],"actions":[{"view":"Button","title":"Add","action":"{}"}]}]}"#
    )
  }

  @Test func aBackgroundInAShapeIsTheShapeAsATypeOrAnImplicitMember() {
    let translation = Translate.file(
      """
      struct V: View {
        var body: some View {
          VStack {
            Text("a").background(.blue, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            Text("b").background(in: Capsule())
            Text("c").background(.red, in: .rect(cornerRadius: 8))
            Text("d").background(.red, in: .capsule)
            Text("e").background(.red, in: .rect)
            Text("f").background(.red, in: .circle)
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"Text","text":"a","modifiers":[{"background":{"content":[{"view":"RoundedRectangle","cornerRadius":16}]}}]},{"view":"Text","text":"b","modifiers":[{"background":{"content":[{"view":"Capsule"}]}}]},{"view":"Text","text":"c","modifiers":[{"background":{"content":[{"view":"RoundedRectangle","cornerRadius":8}]}}]},{"view":"Text","text":"d","modifiers":[{"background":{"content":[{"view":"Capsule"}]}}]},{"view":"Text","text":"e","modifiers":[{"background":{"content":[{"view":"Rectangle"}]}}]},{"view":"Text","text":"f","modifiers":[{"background":{"content":[{"view":"Circle"}]}}]}]}"#
    )
  }

  @Test func formStylesAsMembersAndTypes() {
    let translation = Translate.file(
      """
      struct V: View {
        var body: some View {
          VStack {
            Form { Text("a") }.formStyle(.grouped)
            Form { Text("b") }.formStyle(ColumnsFormStyle())
          }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"Form","modifiers":[{"formStyle":"grouped"}],"content":[{"view":"Text","text":"a"}]},{"view":"Form","modifiers":[{"formStyle":"columns"}],"content":[{"view":"Text","text":"b"}]}]}"#
    )
  }

  @Test func stateWithoutATypeTakesItsInitializersType() {
    let translation = Translate.file(
      """
      struct Item: Identifiable {
        let id: Int
        let name: String
      }
      struct V: View {
        @State private var items = [Item(id: 1, name: "Tea")]
        @State private var counts = [1, 2]
        @State private var dates = [Date()]
        var body: some View {
          VStack {
            ForEach(items) { Text($0.name) }
            ForEach(counts, id: \\.self) { Text("\\($0)") }
          }
        }
      }
      """)
    #expect(
      Translate.problems(translation) == [
        "8:22: the @State 'dates' has a type or initial value the inspector cannot model; reading it fails"
      ])
    #expect(
      Translate.member(translation, "state")
        == #"{"items":{"type":"[Item]","value":"[Item(id: 1, name: \"Tea\")]"},"counts":{"type":"[Int]","value":"[1, 2]"}}"#
    )
  }

  @Test func aLetOfADeclaredStructDeclaresTheStruct() {
    let translation = Translate.file(
      """
      struct Item: Identifiable {
        let id: Int
        let name: String
      }
      struct Row: View {
        let item: Item
        var body: some View { Text(item.name) }
      }
      struct V: View {
        let items = [Item(id: 1, name: "Tea")]
        var body: some View {
          List(items) { Row(item: $0) }
        }
      }
      """)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.member(translation, "types")
        == #"{"Item":{"fields":{"id":{"type":"Int","let":true},"name":{"type":"String","let":true}}}}"#
    )
  }

  @Test func aSwitchOfManyCasesShowsItsFirstCase() {
    let cases = (0...Translator.maxRuntimeSwitchCases).map { "    case \($0): Text(\"\($0)\")" }
    let translation = Translate.file(
      """
      struct V: View {
        @State private var choice = 3
        var body: some View {
          switch choice {
      \(cases.joined(separator: "\n"))
          default: Text("other")
          }
        }
      }
      """)
    #expect(Translate.rootJSON(translation) == #"{"view":"Text","text":"0"}"#)
    #expect(Translate.problems(translation).count == 1)
  }

  @Test func environmentWritesAreReadByKey() {
    let translation = Translate.file(
      """
      struct V: View {
        @Environment(\\.managedObjectContext) private var context
        var body: some View {
          VStack {
            Text("a").environment(\\.font, .title)
            Text("b").environment(\\.lineLimit, 2)
            Text("c").environment(\\.managedObjectContext, context)
            Text("d").environment(\\.layoutDirection, .rightToLeft)
          }
        }
      }
      """)
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"Text","text":"a","modifiers":[{"font":".title"}]},{"view":"Text","text":"b","modifiers":[{"lineLimit":2}]},{"view":"Text","text":"c","modifiers":[{"environment":{"_":"\\.managedObjectContext","_2":"context"}}]},{"view":"Text","text":"d"}]}"#
    )
    #expect(
      Translate.problems(translation) == [
        "8:17: the environment value '\\.layoutDirection' can change sizes and is not modelled per view; the write is left out"
      ])
  }

  @Test func severalFilesAtOnce() {
    let files = [
      SwiftSourceFile(
        uri: "Row.swift", text: "struct Row: View { let label: String\n var body: some View { Text(label) } }"),
      SwiftSourceFile(
        uri: "Form.swift", text: "struct Form3: View { var body: some View { VStack { Row(label: \"A\") } } }"),
    ]
    let translation = SwiftUITranslator().translate(files, root: .named("Form3"))
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"Text","text":"\\(label)","let":{"label":"\"A\""}}]}"#)
    let entry = translation.sourceMap.entry(for: JSONPath.root.key("root").key("content").index(0))
    #expect(entry?.span.uri == "Row.swift" && entry?.expansion.first?.uri == "Form.swift")
  }

  /// Swift finds a nested type by its simple name only inside its parent (and the parent's extensions): a
  /// package whose non-view code nests a `struct Text` still uses SwiftUI's `Text` everywhere else.
  @Test func aNestedTypeIsFoundByItsSimpleNameOnlyInsideItsParent() {
    let files = [
      SwiftSourceFile(
        uri: "Cache.swift",
        text:
          "struct Cache { private struct Text { var unbounded: Int }\n struct Row: View { var body: some View { Color.red } } }"
      ),
      SwiftSourceFile(
        uri: "Form.swift",
        text: "struct Form3: View { var body: some View { VStack { Text(\"A\"); Cache.Row() } } }"),
    ]
    let translation = SwiftUITranslator().translate(files, root: .named("Form3"))
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"VStack","content":[{"view":"Text","text":"A"},{"view":"Color","color":"red"}]}"#)
    #expect(Translate.problems(translation) == [])
    let outside = SwiftUITranslator().translate(
      [SwiftSourceFile(uri: "A.swift", text: files[0].text + "\nstruct B: View { var body: some View { Row() } }")],
      root: .named("B"))
    #expect(Translate.problems(outside).map { $0.contains("'Row'") } == [true])
  }

  /// A `private` or `fileprivate` type is its file's own: several files of a folder may each declare a private
  /// `Row`, with its nested types and extensions, and each file's views use their own.
  @Test func eachFileUsesItsOwnPrivateTypes() {
    let files = [
      SwiftSourceFile(
        uri: "A.swift",
        text: """
          struct A: View { var body: some View { Row() } }
          private struct Row: View { var body: some View { Inner() } }
          extension Row { struct Inner: View { var body: some View { Text("A") } } }
          """),
      SwiftSourceFile(
        uri: "B.swift",
        text: """
          struct B: View { var body: some View { HStack { Row() } } }
          fileprivate struct Row: View { var body: some View { Inner() } }
          private extension Row { struct Inner: View { var body: some View { Color.red } } }
          """),
    ]
    let a = SwiftUITranslator().translate(files, root: .named("A"))
    #expect(Translate.rootJSON(a) == #"{"view":"Text","text":"A"}"#)
    #expect(Translate.problems(a) == [])
    let b = SwiftUITranslator().translate(files, root: .named("B"))
    #expect(Translate.rootJSON(b) == #"{"view":"HStack","content":[{"view":"Color","color":"red"}]}"#)
    #expect(Translate.problems(b) == [])
  }

  @Test func bodiesOfOtherTypesAreNotViews() {
    let translation = Translate.file(
      """
      @main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }
      struct Feature: Reducer { var body: some ReducerOf<Self> { Reduce { _, _ in .none } } }
      struct ContentView: View { var body: some View { Text("hi") } }
      """)
    #expect(translation.roots.map(\.name) == ["ContentView"])
    #expect(Translate.rootJSON(translation) == #"{"view":"Text","text":"hi"}"#)
  }

  @Test func pastedSpellings() {
    let translation = Translate.file(
      """
      import PlaygroundSupport
      // 幅を揃える — equal widths
      struct Field: View, Equatable {
        static func == (lhs: Field, rhs: Field) -> Bool { true }
        let width: Binding<CGFloat?>
        @State var text = ""
        var body: some View {
          TextField("Name", text: $text)
            .textFieldStyle(RoundedBorderTextFieldStyle())
            .frame(width: width.value)
        }
      }
      struct V: View {
        @State var w: CGFloat? = 80
        var body: some View { Field(width: $w) }
      }
      PlaygroundPage.current.setLiveView(V())
      """, root: .named("V"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.rootJSON(translation)
        == #"{"view":"TextField","title":"Name","text":"\\(text)","style":"roundedBorder","let":{"width":"$w"},"modifiers":[{"frame":{"width":"width.wrappedValue"}}]}"#
    )
    #expect(translation.diagnostics.contains { $0.code == .skipped && $0.span.start.line == 17 })
  }
}
