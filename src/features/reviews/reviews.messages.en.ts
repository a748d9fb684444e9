/** Words of the review form on a companion's profile (English, the source). */
export default {
  "reviewForm.prompt.title": "Share your experience",
  "reviewForm.prompt.lead": "Only members can submit reviews.",
  "reviewForm.new": "Review {name}",
  "reviewForm.update": "Update your review",
  "reviewForm.pending": "Your review is pending admin approval.",
  "reviewForm.rating": "Your rating",
  "reviewForm.stars": "Star rating",
  "reviewForm.star": "{count, plural, one {# star} other {# stars}}",
  "reviewForm.text": "Your review (optional)",
  "reviewForm.submit": "Submit Review",
  "reviewForm.save": "Save Changes",
  "reviewForm.busy": "Submitting...",
} as const;
