/** Words of the report form, for a companion, a review or a message (English, the source). */
export default {
  "report.lead": "Tell us what happened. Reports are private; our team reviews every one.",
  "report.reason": "Reason",
  "report.send": "Send Report",
  "report.sending": "Sending...",
  "report.sent": "Report sent",
  "report.thanks": "Thank you. Our team will look into it.",
  "report.notSent": "Report not sent",
  "report.tryAgain": "Please try again.",
} as const;
