import ReorderCore

/// What the model keeps of the preview pane (`--preview`): the command,
/// where the pane is and whether it shows, how far it is scrolled, and
/// the output it shows. Running the command is the loop's business: the
/// model asks with a ``ModelEffect/preview(_:)`` and the loop hands the
/// output back through ``AppModel/showPreview(_:)``.
public struct PreviewState {
  public let command: PreviewCommand
  /// In place of `command`'s template, a command made for each line from
  /// the whole list (the line's position, the lines): a kind's default
  /// preview.
  public package(set) var lineCommand: (@Sendable (_ position: Int, _ lines: [[UInt8]]) -> [UInt8])?
  /// `--preview-window` as given.
  public let spec: PreviewWindowSpec
  /// How `{2}` placeholders cut a line (`--delimiter`).
  public let delimiter: FieldDelimiter
  /// `toggle-preview` flips it: the pane shows when it differs from the
  /// spec's `hidden` (so `<80(hidden)` hides a shown pane on a small
  /// screen, and the key still brings it back).
  public internal(set) var toggled = false
  /// The whole screen, which the list and the pane share.
  public internal(set) var screen = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The spec that applies on this screen (``PreviewWindowSpec/alternative``
  /// below its threshold).
  public internal(set) var effectiveSpec: PreviewWindowSpec
  /// Where the list and the pane are now.
  public internal(set) var layout = PreviewLayout(list: Rect(x: 0, y: 0, width: 0, height: 0), pane: nil)
  public internal(set) var scroll = PreviewScroll()
  /// The output the pane shows: the latest request's once it has shown
  /// anything, else the one before (so the pane does not flash blank
  /// between rows).
  public internal(set) var output: PreviewOutput?
  /// The runner's latest request, and its `+SCROLL` expression expanded.
  public internal(set) var latestRequest: PreviewOutput.RequestID?
  var latestScroll: String?
  /// Whether the pane marks its output as not the latest (the loop sets
  /// it once a request has waited a while: a quick command shows no mark).
  public internal(set) var showsPendingMark = false
  /// A press landed on the pane: its motion and release are the pane's.
  var pressOnPane = false

  public init(command: PreviewCommand, spec: PreviewWindowSpec, delimiter: FieldDelimiter = .blanks) {
    self.command = command
    self.spec = spec
    self.delimiter = delimiter
    effectiveSpec = spec
  }

  /// Whether the pane is meant to show on this screen (it may still have
  /// no room: then ``PreviewLayout/pane`` is nil).
  public var isShown: Bool { effectiveSpec.hidden == toggled }

  /// Whether what the pane shows is not yet the whole output of the latest
  /// request: an older row's output, or a command still running.
  public var isPending: Bool {
    guard let output, let latestRequest else { return latestRequest != nil }
    return output.request != latestRequest || output.isRunning
  }

  /// Splits `screen` between the list and the pane.
  mutating func split(_ screen: Rect) {
    self.screen = screen
    effectiveSpec = spec.effective(width: screen.width, height: screen.height)
    layout = PreviewLayout.split(screen, spec: spec, visible: isShown)
  }

  /// The view of the pane as it is now, scroll kept within the output.
  func view(in pane: PreviewLayout.Pane) -> PreviewView {
    var view = PreviewView(
      content: output?.content ?? PreviewContent(), scroll: scroll, spec: effectiveSpec)
    view.scroll.clamp(to: view.bounds(in: pane.content))
    return view
  }

  /// The first line to show for a new output: the `+SCROLL` offset, or
  /// the end with `follow`.
  mutating func resetScroll(for output: PreviewOutput) {
    scroll = PreviewScroll(offset: 0, following: effectiveSpec.follow)
    guard let pane = layout.pane else { return }
    let header = min(effectiveSpec.headerLines, output.content.lineCount)
    if let expression = latestScroll, output.request == latestRequest {
      let body = pane.content.height - header
      scroll.offset = max(header, PreviewScroll.initialOffset(expanded: expression, bodyHeight: body))
    } else {
      scroll.offset = header
    }
  }
}

/// What the preview command runs for: the model asks for a run
/// (``ModelEffect/preview(_:)``) whenever this changes (another row,
/// another selection with `{+}`, another search with `{q}`, another pane
/// size).
public struct PreviewRequest: Equatable, Sendable {
  /// The item shown: the focused row, or the lifted one while dragging.
  public var id: Int
  /// The selection, when the command reads it (`{+}`).
  public var selection: Selection?
  /// The search text, when the command reads it (`{q}`).
  public var query: String?
  /// The pane's text area (`LINES`, `COLUMNS`).
  public var columns: Int
  public var lines: Int
}

/// A preview command ready to run: the command line for `sh -c`, what it
/// adds to the environment, and its scroll expression expanded.
public struct PreviewInvocation: Equatable, Sendable {
  public var commandLine: [UInt8]
  public var environment: [String: String]
  public var scroll: String?
}
