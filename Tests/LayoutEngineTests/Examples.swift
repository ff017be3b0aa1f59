import JSONCore

/// Tree documents shared by several tests.
enum Examples {
  /// The tree of issue 2, verbatim.
  static let issueExample: JSONValue = [
    "environment": ["displayScale": 3],
    "proposal": ["width": 390, "height": 763],
    "state": ["labelWidth": nil],
    "preferenceKeys": [
      "MaxLabelWidth": ["type": "CGFloat", "defaultValue": "0", "reduce": "value = max(value, nextValue())"]
    ],
    "root": [
      "view": "VStack", "id": "form", "alignment": "leading", "spacing": 8,
      "content": [
        [
          "view": "HStack",
          "content": [
            [
              "view": "Text", "id": "user-label", "text": "User:",
              "modifiers": [
                [
                  "background": [
                    "view": "GeometryReader", "proxy": "proxy",
                    "content": [
                      [
                        "view": "Color", "color": "clear",
                        "modifiers": [["preference": ["key": "MaxLabelWidth", "value": "proxy.size.width"]]],
                      ]
                    ],
                  ]
                ],
                ["frame": ["width": "labelWidth", "alignment": "trailing"]],
              ],
            ],
            ["view": "TextField", "title": "User"],
          ],
        ]
      ],
      "modifiers": [["padding": [:]], ["onPreferenceChange": ["key": "MaxLabelWidth", "perform": "labelWidth = $0"]]],
    ],
  ]

  /// Every view, modifier and item shape the format lists, in one document.
  static let everyShape: JSONValue = [
    "environment": [
      "displayScale": 2, "semantics": "iOS17", "font": "body", "lineLimit": nil, "layoutDirection": "leftToRight",
      "behaviors": ["geometryReaderUnspecifiedSize": 10],
    ],
    "state": ["flag": false, "taps": 0, "showHint": true, "items": ["a", "b"]],
    "types": ["BoundsAnchor": ["anchor": "Anchor<CGRect>?"]],
    "alignmentGuides": ["MidAccounts": ["axis": "vertical", "defaultValue": "center"]],
    "preferenceKeys": [
      "Toggled": ["type": "Bool", "defaultValue": false, "reduce": "value = nextValue()"],
      "BoundsAnchorKey": [
        "type": "BoundsAnchor", "defaultValue": "BoundsAnchor()",
        "reduce": "value.anchor = nextValue().anchor ?? value.anchor",
      ],
    ],
    "root": [
      "view": "VStack", "alignment": ".leading",
      "content": [
        [
          "view": "Text", "text": "Tap count \\(taps)",
          "modifiers": [["font": ".largeTitle.bold()"], ["lineLimit": 2]],
        ],
        [
          "view": "Button", "title": "Tap", "action": "flag.toggle()",
          "modifiers": [["preference": ["key": "Toggled", "value": "flag"]]],
        ],
        ["view": "ForEach", "data": "0..<3", "element": "i", "content": [["view": "Text", "text": "Row \\(i)"]]],
        ["view": "ForEach", "data": ["x", "y"], "content": [["view": "Color"]]],
        ["if": "showHint", "then": [["view": "Text", "text": "Hint"]], "else": [["view": "EmptyView"]]],
        [
          "view": "HStack", "alignment": "MidAccounts", "spacing": nil,
          "content": [
            ["view": "Spacer", "minLength": 4], ["view": "Divider"],
            ["view": "Image", "systemName": "star.fill", "width": 18.667, "height": 18],
            ["view": "SecureField", "title": "Password", "style": "roundedBorder"],
            ["view": "RoundedRectangle", "cornerRadius": 4], ["view": "Circle"], ["view": "Capsule"],
            ["view": "Ellipse"],
          ],
        ],
        [
          "view": "ZStack", "alignment": "topLeading",
          "content": [["view": "Rectangle"], ["view": "Group", "content": [["view": "Color"]]]],
        ],
        ["view": "Form", "content": [["view": "Text", "text": "Row"]]],
        ["view": "List", "content": [["view": "Text", "text": "Row"]]],
        [
          "view": "GeometryReader", "proxy": "geo",
          "content": [
            [
              "view": "Color",
              "modifiers": [
                [
                  "anchorPreference": [
                    "key": "BoundsAnchorKey", "value": ".bounds", "transform": "BoundsAnchor(anchor: $0)",
                  ]
                ],
                ["transformPreference": ["key": "Toggled", "transform": "value = !value"]],
                ["alignmentGuide": ["guide": "MidAccounts", "value": "d[VerticalAlignment.center]"]],
              ],
            ]
          ],
        ],
      ],
      "modifiers": [
        ["padding": ["edges": "horizontal", "length": 5]], ["padding": 3], ["padding": ["top": 1, "bottom": 2]],
        ["frame": ["minWidth": 0, "maxWidth": ".infinity", "alignment": "topLeading"]],
        ["fixedSize": ["horizontal": true]],
        ["layoutPriority": 1], ["offset": ["x": 2, "y": -2]], ["position": ["x": 100, "y": 100]],
        ["coordinateSpace": ["name": "card"]], ["hidden": [:]], ["border": ["color": "gray", "width": 1]],
        ["clipped": [:]],
        ["background": "red"],
        ["overlay": ["alignment": "bottom", "content": [["view": "Color"], ["view": "Text", "text": "x"]]]],
        ["onPreferenceChange": ["key": "Toggled", "perform": "_ in taps += 1"]],
        ["backgroundPreferenceValue": ["key": "BoundsAnchorKey", "value": "data", "content": [["view": "Color"]]]],
        ["overlayPreferenceValue": ["key": "Toggled", "content": ["view": "EmptyView"]]],
        ["onChange": ["of": "flag", "perform": "taps += 1", "initial": true]],
      ],
    ],
  ]
}
