import Testing

@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// Quitting git's own todo aborts the rebase with an empty todo; a todo
/// that no rebase waits for is never emptied (issue 33).
@Suite struct RebaseAbortTests {
  @Test func onlyTheTodoOfARunningRebaseIsEmptied() {
    #expect(RebaseAbort.isRebaseTodo("/home/me/repo/.git/rebase-merge/git-rebase-todo"))
    #expect(RebaseAbort.isRebaseTodo("/home/me/repo/.git/worktrees/w/rebase-merge/git-rebase-todo"))
    #expect(RebaseAbort.isRebaseTodo(".git/rebase-merge/git-rebase-todo"))
    #expect(!RebaseAbort.isRebaseTodo("git-rebase-todo"))
    #expect(!RebaseAbort.isRebaseTodo("/tmp/plan/git-rebase-todo"))
    #expect(!RebaseAbort.isRebaseTodo("/home/me/rebase-merge/plan.txt"))
    #expect(!RebaseAbort.isRebaseTodo(nil))
  }

  @Test func aQuitWithoutARebaseTodoExits1AndWritesNothing() {
    #expect(RebaseAbort.quit(todo: nil) == 1)
    #expect(RebaseAbort.quit(todo: "/nonexistent/plan/git-rebase-todo") == 1)
  }
}
