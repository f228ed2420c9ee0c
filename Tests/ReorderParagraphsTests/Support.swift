// The helpers the kinds' tests share with the front end's (terminal input
// fed to an app, times).
@_exported import ReorderFrontEndTestSupport
@_exported import ReorderTestSupport
