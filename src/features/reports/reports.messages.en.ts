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
  "report.error.reasonRequired": "Please tell us briefly what is wrong.",
  "report.error.reasonTooLong": "Please keep it under 1,000 characters.",
  "report.error.tooMany": "You have sent many reports today. Please try again tomorrow.",
} as const;
