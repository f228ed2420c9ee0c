// What git's tests share with the others: a session over the engine, an
// app over a few lines, terminal input.
@_exported import ReorderFrontEndTestSupport
@_exported import ReorderTestSupport
