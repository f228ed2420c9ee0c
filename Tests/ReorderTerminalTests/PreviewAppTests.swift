import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

@Suite struct PreviewOptionsTests {
  @Test func previewAndItsWindow() throws {
    let options = try TestOptions.parse([
      "--preview", "cat {}", "--preview-window", "down,3", "--preview-window=wrap",
    ])
    #expect(options.preview == "cat {}")
    #expect(options.previewWindow?.position == .down, "a second --preview-window adds to the first")
    #expect(options.previewWindow?.size == .cells(3))
    #expect(options.previewWindow?.wrap == true)
    #expect(!Options().bottomUp)
    #expect(try TestOptions.parse(["--bottom-up"]).bottomUp)
  }

  @Test func withNthIsReadWithTheDelimiterGivenAfterIt() throws {
    let options = try TestOptions.parse(["--with-nth", "2..", "--delimiter", ":"]).validated()
    let fields = try #require(options.displayFields)
    #expect(fields.displayed(Array("a:b:c".utf8)) == Array("b:c".utf8))
    #expect(try TestOptions.parse(["--delimiter", ":"]).validated().displayFields == nil)
  }

  @Test(arguments: [
    (["--preview-window", "sideways"], "--preview-window: unknown word 'sideways'"),
    (["--preview-window", "120%"], "--preview-window: size '120%' must be from 0% to 99%"),
  ])
  func aBadWindowIsOneLine(arguments: [String], start: String) {
    #expect {
      try TestOptions.parse(arguments)
    } throws: { error in
      (error as? Options.UsageError)?.message.hasPrefix(start) == true
    }
  }

  @Test func aBadFieldListIsOneLine() {
    let message =
      "--with-nth: '0' is not a field list (N, -N, N.., ..N, N..M, comma-separated; 1 is the first)"
    #expect(throws: Options.UsageError(message: message)) {
      try TestOptions.parse(["--with-nth", "0"]).validated()
    }
  }
}

/// The model's side of the pane: the split, what is previewed, the keys
/// and the mouse. No process runs here.
@Suite struct PreviewModelTests {
  func app(
    _ arguments: [String], items: [String] = (1...20).map { "item \($0)" }, width: Int = 60,
    height: Int = 10
  ) throws -> AppModel {
    let options = try TestOptions.parse(arguments).validated()
    var app = try AllKinds.model(options: options, store: makeStore(items), width: width, height: height)
    app.engine.configuration.animationDuration = .zero
    return app
  }

  /// The output a command would have printed, shown as request `id`.
  func show(_ text: String, in app: inout AppModel, request: Int = 1, scroll: String? = nil) {
    app.previewRequested(request, scroll: scroll)
    app.showPreview(
      PreviewRunner.Output(request: request, content: PreviewContent(Array(text.utf8)), isRunning: false))
  }

  @Test func theListGetsWhatThePaneLeaves() throws {
    var app = try app(["--preview", "echo {}"])
    #expect(app.engine.layout.width == 30, "right,50% of 60 columns")
    #expect(app.engine.layout.height == 10, "the pane takes the whole height beside the list")
    _ = app.resize(width: 80, height: 12, at: ms(0))
    #expect(app.engine.layout.width == 40)
    let below = try self.app(["--preview", "echo {}", "--preview-window", "down:3"])
    #expect(below.engine.layout.width == 60)
    #expect(below.engine.layout.height == 5, "3 rows of text and 2 of border below")
    #expect(try self.app(["--preview", "x", "--preview-window", "hidden"]).engine.layout.width == 60)
  }

  @Test func thePreviewFollowsTheFocusAndTheLiftedRow() throws {
    var app = try app(["--preview", "echo {}", "--long-press", "0"])
    let first = try #require(app.previewRequest)
    #expect(first.id == 0 && first.columns == 28 && first.lines == 8)
    feed(&app, "jj", at: ms(0))
    #expect(app.previewRequest?.id == 2)
    feed(&app, mouse(.press, x: 4, y: 2), at: ms(10))
    #expect(app.engine.isDragging)
    for row in 4...7 {
      feed(&app, mouse(.drag, x: 4, y: row - 1), at: ms(10 + row))
      #expect(app.previewRequest == first.with(id: 2), "a drag step runs nothing again")
    }
    feed(&app, mouse(.release, x: 4, y: 6), at: ms(30))
    #expect(strings(app)[6] == "item 3")
    #expect(app.previewRequest?.id == 2, "the dropped row is still the one shown")
  }

  /// What to preview comes out of the model's steps as effects, once the
  /// loop has begun: one each time it changes, none while it does not.
  @Test func eachChangeOfWhatToPreviewIsOneEffect() throws {
    var app = try app(["--preview", "echo {}", "--long-press", "0", "--bind", "ctrl-t:toggle-preview"])
    let first = try #require(app.previewRequest)
    #expect(feed(&app, "j", at: ms(0)).isEmpty, "nothing is asked before the loop begins")
    _ = feed(&app, "k", at: ms(0))
    #expect(withoutSentences(app.begin()) == [.preview(first)])
    #expect(feed(&app, "jj", at: ms(0)) == [.preview(first.with(id: 1)), .preview(first.with(id: 2))])
    #expect(app.tick(at: ms(5)).isEmpty, "nothing changed: nothing asked")
    #expect(feed(&app, mouse(.press, x: 4, y: 2), at: ms(10)).isEmpty)
    for row in 4...7 {
      #expect(
        feed(&app, mouse(.drag, x: 4, y: row - 1), at: ms(10 + row)).isEmpty, "a drag step asks nothing")
    }
    feed(&app, mouse(.release, x: 4, y: 6), at: ms(30))
    let hidden = feed(&app, "\u{14}", at: ms(40))
    #expect(hidden.contains(.preview(nil)), "the pane hidden: the command stops")
    let shown = feed(&app, "\u{14}", at: ms(50))
    #expect(shown.contains(.preview(first.with(id: 2))), "shown again: asked again")
    app.workStopped()
    #expect(
      app.resize(width: 60, height: 10, at: ms(60)) == [.preview(first.with(id: 2))],
      "asked again after a stop")
  }

  @Test func theCommandLineAndItsEnvironment() throws {
    let items = ["it's one", "two:2", "three"]
    var app = try app(
      ["--preview", "show {} {n} {2} {+} {q}", "--delimiter", ":", "--preview-window", "+{2}"], items: items)
    feed(&app, "jx", at: ms(0))
    feed(&app, "x", at: ms(10))
    feed(&app, "/thr\r", at: ms(20))
    feed(&app, "k", at: ms(30))
    let request = try #require(app.previewRequest)
    #expect(request.selection != nil && request.query == "thr")
    let invocation = try #require(try app.previewInvocation(for: request))
    #expect(
      String(decoding: invocation.commandLine, as: UTF8.self)
        == "show 'two:2' 1 '2' 'two:2' 'three' 'thr'")
    #expect(invocation.environment["FZF_PREVIEW_LINES"] == "8")
    #expect(invocation.environment["COLUMNS"] == "28")
    #expect(invocation.scroll == "+'2'")
  }

  @Test func aNewOutputStartsAtItsScrollOffset() throws {
    var app = try app(["--preview", "cat", "--preview-window", "+{2}-/2"], items: ["a 30"])
    let numbered = (1...100).map(String.init).joined(separator: "\n")
    show(numbered, in: &app, scroll: "+30-/2")
    #expect(app.preview?.scroll.offset == 25, "line 30 (index 29), less half of the 8 rows")
    _ = app.run(.previewDown, at: ms(0))
    #expect(app.preview?.scroll.offset == 26)
    show(numbered + "\n101", in: &app, scroll: "+30-/2")
    #expect(app.preview?.scroll.offset == 26, "more of the same output keeps the scroll")
    show("x", in: &app, request: 2)
    #expect(app.preview?.scroll.offset == 0, "another row's output starts at the top")
  }

  @Test func theWheelOverThePaneScrollsItAndPressesThereNeverReachTheList() throws {
    var app = try app(["--preview", "cat"])
    show((1...50).map(String.init).joined(separator: "\n"), in: &app)
    feed(&app, mouse(.wheelDown, x: 44, y: 3), at: ms(0))
    #expect(app.preview?.scroll.offset == 3)
    #expect(app.engine.layout.scroll == 0, "the list did not scroll")
    feed(&app, mouse(.press, x: 44, y: 3), at: ms(10))
    feed(&app, mouse(.drag, x: 9, y: 3), at: ms(20))
    feed(&app, mouse(.release, x: 9, y: 3), at: ms(30))
    #expect(app.engine.focus == 0, "a press on the pane, dragged over the list, focuses nothing")
    feed(&app, mouse(.press, x: 9, y: 3) + mouse(.release, x: 9, y: 3), at: ms(40))
    #expect(app.engine.focus == 3, "a click on the list still focuses")
  }

  @Test func aLeftPaneShiftsTheListAndItsMouse() throws {
    var app = try app(["--preview", "cat", "--preview-window", "left:20"])
    #expect(app.listOrigin == Point(x: 22, y: 0))
    feed(&app, mouse(.press, x: 24, y: 2) + mouse(.release, x: 24, y: 2), at: ms(0))
    #expect(app.engine.focus == 2)
    let canvas = ListView.render(app.listScreen)
    #expect(canvas.lines[2].hasPrefix("│                    │> item 3"))
  }

  @Test(arguments: ["right", "left:10,wrap", "up:2", "down,30%,border-line", "<50(down:3)"])
  func anySizeMidDrag(spec: String) throws {
    var app = try app(["--preview", "cat", "--preview-window", spec, "--long-press", "0"])
    show((1...30).map { "line \($0) of the output" }.joined(separator: "\n"), in: &app)
    feed(&app, mouse(.press, x: 2, y: 1), at: ms(0))
    var panes = 0
    for width in [1, 2, 5, 17, 20, 33, 80] {
      for height in [1, 2, 3, 4, 7, 25] {
        _ = app.resize(width: width, height: height, at: ms(10))
        let canvas = ListView.render(app.listScreen)
        #expect(canvas.width == width && canvas.height == height)
        if let preview = app.preview, let pane = preview.layout.pane {
          panes += 1
          #expect(!pane.content.isEmpty)
          #expect(
            preview.effectiveSpec.position.isSide
              ? app.engine.layout.width >= PreviewLayout.minimumListWidth
              : app.engine.layout.height >= PreviewLayout.minimumListHeight)
        }
        feed(&app, mouse(.drag, x: 2, y: height - 1) + mouse(.wheelDown, x: width - 1, y: 0), at: ms(20))
      }
    }
    #expect(panes > 0, "the pane showed where there was room for it")
    _ = app.resize(width: 60, height: 10, at: ms(30))
    feed(&app, mouse(.release, x: 2, y: 2), at: ms(40))
    #expect(app.engine.list.count == 20 && !app.engine.isDragging, "the drag went on and ended")
  }

  @Test func pTogglesThePane() throws {
    var app = try app(["--preview", "cat"])
    #expect(app.bindings.command(for: KeyPress(.char("P"))) == .togglePreview)
    feed(&app, "P", at: ms(0))
    #expect(app.previewRequest == nil && app.engine.layout.width == 60)
    #expect(app.engine.narration == "Preview hidden")
    feed(&app, "P", at: ms(10))
    #expect(app.previewRequest != nil && app.engine.layout.width == 30)
    let plain = try self.app([])
    #expect(plain.bindings.command(for: KeyPress(.char("P"))) == nil, "bound only with a preview")
  }

  @Test func theScreenWithThePane() throws {
    var app = try app(
      ["--preview", "cat", "--preview-window", "right:24"], items: ["alpha", "beta"], height: 6)
    show("the preview\nof alpha", in: &app)
    assertSnapshot(ListView.render(app.listScreen), named: "preview-screen")
    app.previewRequested(2, scroll: nil)
    app.markPreviewPending(true)
    #expect(Array(ListView.render(app.listScreen).lines[0])[35] == "…", "waiting for row 2's output")
  }
}

extension PreviewRequest {
  func with(id: Int) -> PreviewRequest {
    var copy = self
    copy.id = id
    return copy
  }
}

/// The loop's side with a real runner and real `sh`: the model's preview
/// effects run the command, output reaches the model, a new row runs the
/// command again, nothing is left running.
@Suite(.serialized) struct PreviewFeedTests {
  @Test func outputReachesTheModelAndFollowsTheFocus() throws {
    let options = try TestOptions.parse(["--preview", "echo preview of {}"]).validated()
    var app = try AllKinds.model(options: options, store: makeStore(["one", "two"]), width: 60, height: 8)
    var configuration = PreviewRunner.Configuration()
    configuration.quietTime = .zero
    let feed = PreviewFeed(runner: PreviewRunner(configuration: configuration))
    defer { feed.shutdown() }
    perform(app.begin(), feed, &app, at: .zero)
    #expect(drive(feed, &app) { shown($0) == "preview of one" })
    perform(ReorderTerminalTests.feed(&app, "j", at: ms(0)), feed, &app, at: .zero)
    #expect(drive(feed, &app) { shown($0) == "preview of two" && $0.preview?.isPending == false })
    #expect(app.preview?.output?.content.note == nil, "it ended well")
  }

  @Test func aSlowCommandIsMarkedPendingOnlyAfterAWhile() throws {
    let options = try TestOptions.parse(["--preview", "sleep 5.201"]).validated()
    var app = try AllKinds.model(options: options, store: makeStore(["one"]), width: 60, height: 8)
    let feed = PreviewFeed()
    defer { feed.shutdown() }
    perform(app.begin(), feed, &app, at: .zero)
    #expect(app.preview?.isPending == true)
    #expect(app.preview?.showsPendingMark == false, "not at once")
    #expect(feed.nextDeadline == .milliseconds(60), "the command starts after the quiet time")
    _ = feed.update(&app, at: .milliseconds(100))
    #expect(feed.nextDeadline == PreviewFeed.pendingMarkDelay)
    #expect(feed.update(&app, at: PreviewFeed.pendingMarkDelay))
    #expect(app.preview?.showsPendingMark == true)
    let canvas = ListView.render(app.listScreen)
    #expect(Array(canvas.lines[0])[31] == "…")
  }

  /// Hands the model's effects to the feed, as the loop does.
  func perform(_ effects: [ModelEffect], _ feed: PreviewFeed, _ app: inout AppModel, at now: Duration) {
    #expect(effects.contains { if case .preview(_?) = $0 { true } else { false } }, "a request came")
    for effect in effects { _ = feed.perform(effect, on: &app, at: now) }
  }

  func shown(_ app: AppModel) -> String? {
    guard let content = app.preview?.output?.content, content.lineCount > 0 else { return nil }
    return content.glyphs(ofLine: 0).map(\.text).joined()
  }

  /// Polls and updates until `condition` holds; false after 20 s.
  func drive(_ feed: PreviewFeed, _ app: inout AppModel, until condition: (AppModel) -> Bool) -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    while !condition(app) {
      if clock.now - start > .seconds(20) { return false }
      _ = feed.update(&app, at: clock.now - start)
      var fds = feed.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&fds, nfds_t(fds.count), 10)
    }
    return true
  }
}
