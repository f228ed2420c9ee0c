// The helpers the front end's tests share with the terminal's (an app
// over a few lines, terminal input, golden screens, mouse reports).
@_exported import ReorderFrontEndTestSupport
@_exported import ReorderTestSupport
