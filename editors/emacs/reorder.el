;;; reorder.el --- Reorder lines in reorder, the interactive list reorderer  -*- lexical-binding: t; -*-

;; Version: 1.0
;; Package-Requires: ((emacs "25.1"))
;; Keywords: convenience, tools

;;; Commentary:

;; `M-x reorder-region' opens the lines of the region (whole lines: a line
;; the region touches goes whole) in reorder, and `M-x reorder-buffer'
;; the whole buffer.  Enter in reorder puts the new order back as one undo
;; step; Esc, q or Ctrl-C (C-c C-c in the terminal) leave the buffer
;; exactly as it was, and reorder's error line is a message, never text in
;; the buffer.  With a prefix argument both ask for reorder options;
;; `reorder-options' holds options for every call.
;;
;; `shell-command-on-region' gives a command no terminal, so reorder runs
;; in a terminal buffer of its own (term.el, with a pseudo-terminal) that
;; takes the frame while it runs; that works inside tmux and outside.  The
;; lines go to reorder through a file and come back through another, read
;; only when reorder accepted (exit 0).

;;; Code:

(require 'term)

(defgroup reorder nil
  "Reorder lines in reorder, the interactive list reorderer."
  :group 'tools
  :prefix "reorder-")

(defcustom reorder-command "reorder"
  "The reorder program."
  :type 'string)

(defcustom reorder-options nil
  "Options given to every reorder call, one string each."
  :type '(repeat string))

(defun reorder--read-options ()
  "Options from the minibuffer with a prefix argument, else nil."
  (when current-prefix-arg
    (split-string-and-unquote (read-string "reorder options: "))))

(defun reorder--whole-lines (start end)
  "The positions of the whole lines from START to END, as a cons.
A region that ends at a line's start takes none of that line."
  (save-excursion
    (let ((first (progn (goto-char (min start end)) (line-beginning-position)))
          (last (max start end)))
      (goto-char last)
      (unless (and (bolp) (> last first))
        (forward-line 1))
      (cons first (point)))))

(defun reorder--command-line (options directory)
  "The shell command that runs reorder with OPTIONS on DIRECTORY's files."
  (let ((file (lambda (name) (shell-quote-argument (expand-file-name name directory)))))
    (concat (mapconcat #'shell-quote-argument
                       (append (list reorder-command) reorder-options options) " ")
            " < " (funcall file "in") " > " (funcall file "out")
            " 2> " (funcall file "err"))))

(defun reorder--file-text (file)
  "FILE's text, decoded as UTF-8 with LF line ends, or nil."
  (when (file-readable-p file)
    (with-temp-buffer
      (let ((coding-system-for-read 'utf-8-unix))
        (insert-file-contents file))
      (buffer-string))))

;;;###autoload
(defun reorder-region (start end &optional options)
  "Reorder the lines from START to END in reorder, with OPTIONS.
Whole lines go: a line the region touches goes whole.  Enter in reorder
puts the new order back as one undo step; a cancel leaves the buffer as
it was.  With a prefix argument, ask for OPTIONS."
  (interactive (list (region-beginning) (region-end) (reorder--read-options)))
  (barf-if-buffer-read-only)
  (let* ((range (reorder--whole-lines start end))
         (directory (make-temp-file "reorder-emacs" t))
         (text (buffer-substring-no-properties (car range) (cdr range)))
         (job (list :buffer (current-buffer)
                    :start (copy-marker (car range))
                    :end (copy-marker (cdr range) t)
                    :tick (buffer-modified-tick)
                    :text text
                    :directory directory
                    :windows (current-window-configuration))))
    (let ((coding-system-for-write 'utf-8-unix))
      (write-region text nil (expand-file-name "in" directory) nil 'silent))
    (reorder--run-in-terminal job (reorder--command-line options directory))))

;;;###autoload
(defun reorder-buffer (&optional options)
  "Reorder the lines of the whole buffer in reorder, with OPTIONS.
With a prefix argument, ask for OPTIONS."
  (interactive (list (reorder--read-options)))
  (reorder-region (point-min) (point-max) options))

(defun reorder--run-in-terminal (job command)
  "Run COMMAND in a terminal buffer that takes the frame; finish JOB after."
  (let ((terminal (generate-new-buffer "*reorder*")))
    (switch-to-buffer terminal)
    (delete-other-windows)
    (term-mode)
    (term-exec terminal "reorder" "/bin/sh" nil (list "-c" command))
    (term-char-mode)
    (set-process-sentinel
     (get-buffer-process terminal)
     (lambda (process _event)
       (unless (process-live-p process)
         ;; Ended by a signal (C-c C-c is SIGINT): 128 + the signal, as
         ;; a shell says it.
         (let ((status (+ (process-exit-status process)
                          (if (eq (process-status process) 'signal) 128 0))))
           (kill-buffer (process-buffer process))
           (set-window-configuration (plist-get job :windows))
           (unwind-protect
               (reorder--finish job status)
             (delete-directory (plist-get job :directory) t))))))))

(defun reorder--finish (job status)
  "Put JOB's result in place when STATUS is 0, or say why not."
  (let ((directory (plist-get job :directory)))
    (cond
     ((= status 0)
      (reorder--apply job (reorder--file-text (expand-file-name "out" directory))))
     ((= status 130)
      (message "reorder: cancelled; the buffer is unchanged"))
     (t
      (let* ((errors (or (reorder--file-text (expand-file-name "err" directory)) ""))
             (line (car (split-string errors "\n" t))))
        (message "%s" (propertize (or line (format "reorder: exit status %d" status))
                                  'face 'error)))))))

(defun reorder--apply (job result)
  "Replace JOB's lines with RESULT as one undo step."
  (let ((buffer (plist-get job :buffer)))
    (cond
     ((equal result (plist-get job :text))
      (message "reorder: the order is unchanged"))
     ((not (buffer-live-p buffer))
      (message "reorder: the buffer is gone; the result is not applied"))
     ((/= (buffer-modified-tick buffer) (plist-get job :tick))
      (message "reorder: the buffer changed meanwhile; the result is not applied"))
     (t
      (with-current-buffer buffer
        (let ((start (plist-get job :start))
              (end (plist-get job :end))
              (group (prepare-change-group)))
          ;; One change group, its undo boundaries removed: one undo step.
          (unwind-protect
              (progn
                (activate-change-group group)
                (save-excursion
                  (goto-char start)
                  (delete-region start end)
                  (insert result)))
            (accept-change-group group)
            (undo-amalgamate-change-group group))
          (goto-char start)))
      (message "reorder: %d lines in their new order"
               (with-temp-buffer (insert result) (count-lines (point-min) (point-max))))))))

(provide 'reorder)

;;; reorder.el ends here
