;;; org_moves.el --- org-mode's own answer to every structure move of a file  -*- lexical-binding: t -*-

;; Usage (scripts/oracle/org_moves.py runs it; it turns the answers into
;; Tests/corpus/structure/expected/org/NAME.json):
;;
;;   emacs -Q --batch -l scripts/oracle/org_moves.el FILE.org OUT.jsonl
;;
;; For every heading of FILE, as org-element reads them, and for each of
;; the six structure commands below, the original text is put in a fresh
;; org-mode buffer, everything is shown (`outline-show-all': a
;; "#+STARTUP: overview" file starts folded in batch, and the commands
;; then skip folded headings), point goes to the heading's first column,
;; the command runs, and OUT gets one JSON line: the heading's line, the
;; command, and either the buffer's whole text afterwards or the error
;; message org gave.  The first line of OUT holds the versions and the
;; original text as Emacs read it, so the caller can check that nothing
;; was lost in decoding.  Nothing else is configured: org's defaults of
;; this Emacs (-Q) are the reference.

(require 'org)
(require 'org-element)
(require 'json)

(defconst org-moves-commands
  '(org-move-subtree-down org-move-subtree-up
    org-demote-subtree org-promote-subtree
    org-do-demote org-do-promote)
  "M-down, M-up, M-S-right, M-S-left, M-right and M-left on a heading.")

(defun org-moves--headings ()
  "Line numbers and levels of the current buffer's headings."
  (org-element-map (org-element-parse-buffer 'headline) 'headline
    (lambda (h)
      (list (line-number-at-pos (org-element-property :begin h))
            (org-element-property :level h)
            (org-element-property :raw-value h)))))

(defun org-moves--run (text line command)
  "TEXT after COMMAND on the heading at LINE: (ok . TEXT) or (error . MSG)."
  (with-temp-buffer
    (insert text)
    (let ((inhibit-message t))
      (org-mode)
      (outline-show-all)
      (goto-char (point-min))
      (forward-line (1- line))
      (condition-case err
          (progn (funcall command)
                 (cons "ok" (buffer-substring-no-properties
                             (point-min) (point-max))))
        (error (cons "error" (error-message-string err)))))))

(defun org-moves--main (file out)
  (let* ((coding-system-for-read 'utf-8-unix)
         (coding-system-for-write 'utf-8-unix)
         (text (with-temp-buffer
                 (insert-file-contents file)
                 (buffer-string)))
         (headings (with-temp-buffer
                     (insert text)
                     (let ((inhibit-message t)) (org-mode))
                     (org-moves--headings))))
    (with-temp-file out
      (insert (json-encode
               `((emacs . ,emacs-version) (org . ,(org-version))
                 (text . ,text)
                 (headings . ,(vconcat
                               (mapcar (lambda (h)
                                         `((line . ,(nth 0 h))
                                           (level . ,(nth 1 h))
                                           (title . ,(nth 2 h))))
                                       headings)))))
              "\n")
      (dolist (h headings)
        (dolist (command org-moves-commands)
          (let ((result (org-moves--run text (car h) command)))
            (insert (json-encode
                     `((line . ,(car h)) (command . ,(symbol-name command))
                       (status . ,(car result)) (value . ,(cdr result))))
                    "\n")))))))

(org-moves--main (nth 0 command-line-args-left) (nth 1 command-line-args-left))
(setq command-line-args-left nil)

;;; org_moves.el ends here
