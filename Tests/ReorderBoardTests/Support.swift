// The helpers the board's tests share with the front end's (terminal
// input fed to an app, times, a seeded generator).
@_exported import ReorderFrontEndTestSupport
@_exported import ReorderTestSupport
