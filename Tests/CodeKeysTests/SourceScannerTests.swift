import CodeKeys
import Testing

/// The call forms of Swift and Objective-C that `LocalizationFunction.standard` recognizes.
@Suite struct SourceScannerTests {
    @Test func swiftFoundationCalls() throws {
        let calls = swiftCalls("""
            let a = NSLocalizedString("k1", tableName: "Alerts", bundle: .main, value: "V1", comment: "C1")
            let b = String(localized: "k2", table: "T2", comment: "C2")
            let c = String(localized: "k3", defaultValue: "V3", table: "T3", bundle: .main, comment: "C3")
            let d = LocalizedStringResource("k4", table: "T4", comment: "C4")
            let e = Bundle.main.localizedString(forKey: "k5", value: "V5", table: "T5")
            let f = bundle.localizedString(forKey: "k6", value: nil, table: nil)
            let g = String(format: "%d", 3)
            """)
        #expect(keys(calls) == ["k1", "k2", "k3", "k4", "k5", "k6"])
        #expect(calls.map(\.function) == [
            "NSLocalizedString", "String(localized:)", "String(localized:)", "LocalizedStringResource",
            "localizedString(forKey:value:table:)", "localizedString(forKey:value:table:)",
        ])
        #expect(calls.map(\.table) == ["Alerts", "T2", "T3", "T4", "T5", nil])
        #expect(calls.map(\.value) == ["V1", nil, "V3", nil, "V5", nil])
        #expect(calls.map(\.comment) == ["C1", "C2", "C3", "C4", nil, nil])
        let first = try #require(calls.first)
        #expect(first.location.description == "T.swift:1:27" && first.language == .swift)
        #expect(first.tableName == "Alerts" && calls[5].tableName == "Localizable")
    }

    @Test func swiftUIViewsTakeOnlyLiterals() {
        let calls = swiftCalls("""
            Text("t1"); Text(verbatim: "no"); Text(name); Button("t2") { }; Label("t3", systemImage: "x")
            Toggle("t4", isOn: $on); Section("t5") {}; Picker("t6", selection: $s) {}; Link("t7", destination: u)
            Menu("t8") {}; TextField("t9", text: $t); SecureField("t10", text: $p); NavigationLink("t11") {}
            view.navigationTitle("t12").help("t13").alert("t14", isPresented: $a) {}
                .confirmationDialog("t15", isPresented: $b) {}.navigationTitle(title)
            Text("t16", tableName: "T", comment: "C")
            """)
        #expect(keys(calls) == (1...16).map { "t\($0)" })
        #expect(calls.last?.table == "T" && calls.last?.comment == "C")
        #expect(calls[11].function == ".navigationTitle")
    }

    @Test func moreViewsAndModifiersTakeLocalizedStringKeys() {
        let calls = swiftCalls("""
            LabeledContent("u1", value: "v"); Stepper("u2", value: $n); DatePicker("u3", selection: $d)
            MultiDatePicker("u4", selection: $ds); ColorPicker("u5", selection: $c); ProgressView("u6")
            ContentUnavailableView("u7", systemImage: "x"); Tab("u8", systemImage: "x") {}
            Text(LocalizedStringKey("u9")); let a = AttributedString(localized: "u10")
            view.badge("u11").accessibilityLabel("u12").accessibilityHint("u13").accessibilityValue("u14")
                .navigationSubtitle("u15").badge(3).accessibilityLabel(label)
            """)
        #expect(keys(calls) == (1...15).map { "u\($0)" })
    }

    @Test func literalTextsAreKeptForEveryLiteral() {
        let source = """
            struct Row: View { let title: LocalizedStringKey }
            let row = Row(title: "settings.title"); let escaped = "tab\\there"; let hello = "Hi \\(name)"

            """
        let scan = SourceScanner.scan(bytes: Array(source.utf8), path: "T.swift", language: .swift)
        #expect(scan.calls.isEmpty)
        #expect(scan.literalTexts.contains("settings.title") && scan.literalTexts.contains("tab\there"))
        #expect(!scan.literalTexts.contains("Hi ") && !scan.literalTexts.contains("title"))
        let objectiveC = SourceScanner.scan(
            bytes: Array("NSString *k = @\"a.\" \"b\";\n".utf8), path: "T.m", language: .objectiveC)
        #expect(objectiveC.literalTexts.contains("a.b") && objectiveC.literalTexts.count == 1)
    }

    @Test func interpolatedLocalizedStringKeysBecomeFormatSpecifiers() {
        let calls = swiftCalls(#"""
            Text("Hello \(name)!"); String(localized: "\(count) files, 100%"); Text("\(3) of \(1.5)")
            Text("100%")
            """#)
        #expect(keys(calls) == ["Hello %@!", "%@ files, 100%%", "%lld of %lf", "100%"])
    }

    @Test func keysBuiltAtRunTimeArePatterns() throws {
        let calls = swiftCalls(#"""
            NSLocalizedString("alert.\(kind).title", comment: "")
            NSLocalizedString("alert." + kind, tableName: table, comment: "")
            NSLocalizedString("a" + "b", comment: "c" + "d")
            NSLocalizedString(key, comment: "")
            """#)
        #expect(keys(calls) == [
            "alert.*.title (built at run time)", "alert.* (built at run time)", "ab", "* (built at run time)",
        ])
        #expect(calls[1].isTableUnknown && calls[1].tableName == nil)
        #expect(calls[2].comment == "cd")
        if case .pattern(let pattern) = calls[3].key { #expect(!pattern.isUsable) }
    }

    @Test func wrappers() {
        let functions = LocalizationFunction.standard + [.stringLocalized, .swiftGen]
        let calls = swiftCalls("""
            let a = "Cancel".localized; let b = "OK".localized(); let c = x.localized
            let d = L10n.tr("Alerts", "alert.title", fallback: "Title")
            func tr(_ table: String, _ key: String) -> String { "" }
            """, functions: functions)
        #expect(keys(calls) == ["Cancel", "OK", "alert.title"])
        #expect(calls[2].table == "Alerts" && calls[2].value == "Title" && calls[2].function == "tr(_:_:)")
    }

    @Test func receiverAndFixedTable() {
        let functions = LocalizationFunction.standard + [
            LocalizationFunction(name: "tr", displayName: "L10n.tr", receiver: "L10n", fixedTable: "Menu"),
            LocalizationFunction(name: "loc", table: .label("table"), fixedTable: "Alerts"),
        ]
        let calls = swiftCalls("""
            let a = L10n.tr("menu.file"); let b = Other.tr("no"); let c = tr("no")
            let d = loc("alert.one"); let e = loc("alert.two", table: "Other")

            """, functions: functions)
        #expect(keys(calls) == ["menu.file", "alert.one", "alert.two"])
        #expect(calls.map(\.tableName) == ["Menu", "Alerts", "Other"])
        #expect(calls[0].function == "L10n.tr")
    }

    @Test func objectiveCCalls() {
        let calls = CodeKeysTests.objectiveCCalls("""
            NSLocalizedString(@"k1", @"C1");
            NSLocalizedStringFromTable(@"k2", @"T2", @"C2");
            NSLocalizedStringFromTableInBundle(@"k3", @"T3", [NSBundle mainBundle], @"C3");
            NSLocalizedStringWithDefaultValue(@"k4", nil, bundle, @"V4", @"C4");
            [[NSBundle mainBundle] localizedStringForKey:@"k5" value:@"V5" table:@"T5"];
            [bundle localizedStringForKey:key value:nil table:nil];
            - (NSString *)localizedStringForKey:(NSString *)key value:(NSString *)v table:(NSString *)t;
            SEL s = @selector(localizedStringForKey:value:table:);
            """)
        #expect(keys(calls) == ["k1", "k2", "k3", "k4", "k5", "* (built at run time)"])
        #expect(calls.map(\.table) == [nil, "T2", "T3", nil, "T5", nil])
        #expect(calls.map(\.comment) == ["C1", "C2", "C3", "C4", nil, nil])
        #expect(calls.map(\.value) == [nil, nil, nil, "V4", "V5", nil])
        #expect(calls.allSatisfy { $0.language == .objectiveC && !$0.isTableUnknown })
        #expect(calls[4].location.description == "T.m:5:46")
    }
}
